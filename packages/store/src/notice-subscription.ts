/** Listening to a notification channel of the database, until closed. */
export interface NoticeSubscription {
  close(): Promise<void>;
}
