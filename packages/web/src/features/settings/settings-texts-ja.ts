import type { Translations } from '../../shared/i18n/translations.js';
import type { settingsTextsEn } from './settings-texts-en.js';

export const settingsTextsJa: Translations<typeof settingsTextsEn> = {
  title: '設定',
  tabsLabel: '設定の項目',
  tabs: {
    apiKey: 'API キー',
    addresses: 'マイトークン',
    tokenLists: 'マイトークンリスト',
    assets: 'アセット',
  },
  apiKey: {
    title: 'API キー',
    intro:
      '個人用 API キーを使うと、プログラムから匿名のリクエストより高いレート制限でこのサイトのエクスプローラー、トークン、レジストリの API を呼び出せます。各リクエストの X-API-Key ヘッダーでキーを送信してください。',
    oneKey: '有効なキーは常に 1 つだけです。シークレットは作成時に一度だけ表示されます。安全な場所に保管してください。',
    active: '有効なキーは {{date}} に作成されました。',
    none: 'API キーはまだありません。',
    create: '新しいキーを作成',
    confirmTitle: '新しい API キーを作成しますか？',
    confirmWarning: '以前のキーがある場合、そのキーはただちに使えなくなります。以前のキーを送信し続けるプログラムは拒否されます。',
    confirm: 'キーを作成',
    cancel: 'キャンセル',
    createdTitle: '新しい API キー',
    createdText:
      '今すぐキーとシークレットをコピーしてください。再び表示されることはありません。キーは X-API-Key ヘッダーで送ります。シークレットは everscan-verify のアップロードなど、署名が必要な呼び出しに署名します。',
    keyLabel: '新しい API キー',
    copy: 'キーをコピー',
    secretLabel: 'シークレット',
    copySecret: 'シークレットをコピー',
    done: '完了',
    failed: 'キーを作成できませんでした。しばらくしてからもう一度お試しください。',
  },
};
