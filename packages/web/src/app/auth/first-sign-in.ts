const WELCOMED_KEY = 'auth.welcomed';

/**
 * Whether `subject` signs in for the first time in this browser; remembers it, so that only the first sign-in
 * lands on the registration page.
 */
export function takeFirstSignIn(storage: Storage, subject: string): boolean {
  const welcomed = readWelcomed(storage);
  if (welcomed.includes(subject)) return false;
  storage.setItem(WELCOMED_KEY, JSON.stringify([...welcomed, subject]));
  return true;
}

function readWelcomed(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(WELCOMED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
