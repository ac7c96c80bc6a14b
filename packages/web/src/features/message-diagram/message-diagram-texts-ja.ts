import type { Translations } from '../../shared/i18n/translations.js';
import type { messageDiagramTextsEn } from './message-diagram-texts-en.js';

export const messageDiagramTextsJa: Translations<typeof messageDiagramTextsEn> = {
  label: 'メッセージチェーン図',
  transaction: 'Tx',
  event: 'イベント',
  success: '成功',
  uninitWarning: '未初期化のアカウントでネイティブ通貨を受信',
  exitCode: '終了コード {{code}}',
  resultCode: '結果コード {{code}}',
  truncated: 'チェーンはここに表示されているより長く続きます。端のトランザクションやメッセージを開くと続きを確認できます。',
  controls: {
    label: '図の操作',
    zoomIn: '拡大',
    zoomOut: '縮小',
    fitView: '図を全体表示',
    nodeDescription: 'チェーンのトランザクションまたはメッセージです。リンクからそのページを開けます。',
    edgeDescription: 'トランザクション間を行き来するメッセージです。',
  },
};
