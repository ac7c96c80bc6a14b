import type { Translations } from '../../shared/i18n/translations.js';
import type { registrationTextsEn } from './registration-texts-en.js';

export const registrationTextsJa: Translations<typeof registrationTextsEn> = {
  title: 'アカウント',
  welcome: 'ようこそ！{{network}} にログインしました。',
  signedInAs: 'ログイン中のアカウント',
  name: '名前',
  email: 'メール',
  userId: 'ユーザー ID',
  role: '役割',
  roles: { user: 'ユーザー', admin: '管理者' },
  offersTitle: 'このアカウントでできること',
  offers: {
    browse: 'チェーンの閲覧は誰でも利用できます。アカウントがあると自分用の設定が使えます。',
    apiKey: '個人用 API キーを作成すると、プログラムからより高いレート制限で API を呼び出せます。',
  },
  toSettings: '設定へ移動',
};
