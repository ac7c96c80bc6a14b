import type { Translations } from '../../shared/i18n/translations.js';
import type { executorTextsEn } from './executor-texts-en.js';

export const executorTextsJa: Translations<typeof executorTextsEn> = {
  views: { label: 'ソースコードの表示', executor: 'エグゼキューター', contract: 'コントラクトコード' },
  abi: {
    title: 'ABI',
    verified: '検証済みコントラクト {{name}} の ABI',
    pasted: '貼り付けた ABI',
    paste: 'ABI を貼り付け',
    pasteLabel: 'ABI JSON',
    use: 'この ABI を使う',
    useVerified: '検証済み ABI を使う',
    invalid: 'コントラクト ABI ではありません: {{message}}',
    notJson: 'JSON ではありません。',
    noFunctions: '関数がありません',
    none: 'このアカウントは検証済みコントラクトを実行していません。ABI を貼り付けると、読み取りやメッセージ送信ができます。',
    loading: 'ABI を読み込み中…',
  },
  filter: { label: '関数を絞り込む', placeholder: '関数名', list: '関数', nothing: '一致する関数はありません。' },
  fields: {
    title: 'コントラクトフィールド',
    loading: 'コントラクトフィールドを読み取り中…',
    none: 'ABI にコントラクトフィールドはありません。',
    failed: 'コントラクトフィールドを読み取れませんでした: {{message}}',
  },
  fn: {
    inputs: '入力',
    noInputs: 'この関数は入力を取りません。',
    action: '操作',
    unnamed: 'ABI に名前のないフィールド（{{path}}）があるため、この関数は呼び出せません。',
  },
  actions: { RunLocal: '読み取り（ローカル実行）', SendExternal: '外部メッセージを送信', SendInternal: '内部メッセージを送信' },
  submit: { RunLocal: '実行', SendExternal: '送信', SendInternal: '送信', working: '処理中…' },
  send: {
    signed: 'ウォレットの鍵で署名',
    amount: '金額（{{symbol}}）',
    bounce: 'バウンス',
    amountMissing: '金額を入力してください',
    amountNegative: '金額は負にできません',
    amountInvalid: '金額は有効な数値にしてください',
  },
  output: {
    title: '出力: 終了コード {{code}}',
    unknown: '出力: 不明',
    nothing: '関数は出力を返しませんでした。',
    transaction: 'トランザクション',
    message: 'メッセージ',
    waiting: '送信しました。トランザクションのインデックス待ち…',
  },
  errors: {
    noAccount: 'アカウントが存在しないか、実行するコードがありません。',
    failed: '呼び出しに失敗しました: {{message}}',
    noService: 'このサーバーにはコントラクトサービスがないため、ここではコントラクトを読み取れません。',
  },
};
