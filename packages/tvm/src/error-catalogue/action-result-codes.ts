/** Meanings of action phase result codes, worded as in the spec's error catalogue (§8). */
export const ACTION_RESULT_CODES: ReadonlyMap<number, string> = new Map([
  [32, 'Message serialization error'],
  [33, 'Too many actions (maximum 255)'],
  [34, 'Binary serialization error or invalid flags'],
  [35, 'Wrong source address'],
  [36, 'Incorrect destination'],
  [37, 'Insufficient balance'],
  [38, 'Extra-token balance insufficient'],
  [40, 'Reserve error or outgoing message too big'],
  [41, 'SetCode or ChangeLib error'],
  [50, 'Anycast destination unsupported'],
  [51, 'Not-found-license code'],
  [-1, 'SendMsg has incorrect flags'],
]);

/** The meaning of an action phase result code, or `undefined` if the catalogue has none. */
export function resultCodeMeaning(code: number): string | undefined {
  return ACTION_RESULT_CODES.get(code);
}
