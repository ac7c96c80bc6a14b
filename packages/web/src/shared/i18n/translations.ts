/** The same keys as the English texts `T`, each holding a translated string. */
export type Translations<T> = { [K in keyof T]: T[K] extends string ? string : Translations<T[K]> };

/** One area's texts in every language of the app; English is the reference for the keys. */
export interface AreaTexts<T> {
  en: T;
  ko: Translations<T>;
  id: Translations<T>;
  ja: Translations<T>;
}
