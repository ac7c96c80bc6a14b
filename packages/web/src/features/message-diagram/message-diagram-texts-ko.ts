import type { Translations } from '../../shared/i18n/translations.js';
import type { messageDiagramTextsEn } from './message-diagram-texts-en.js';

export const messageDiagramTextsKo: Translations<typeof messageDiagramTextsEn> = {
  label: '메시지 체인 다이어그램',
  transaction: '트랜잭션',
  event: '이벤트',
  success: '성공',
  uninitWarning: '초기화되지 않은 계정으로 네이티브 통화 수신',
  exitCode: '종료 코드 {{code}}',
  resultCode: '결과 코드 {{code}}',
  truncated: '체인이 여기 표시된 것보다 깁니다. 가장자리의 트랜잭션이나 메시지를 열어 이어서 보세요.',
  controls: {
    label: '다이어그램 조작',
    zoomIn: '확대',
    zoomOut: '축소',
    fitView: '다이어그램 맞추기',
    nodeDescription: '체인의 트랜잭션 또는 메시지입니다. 링크를 누르면 해당 페이지가 열립니다.',
    edgeDescription: '트랜잭션 사이를 오가는 메시지입니다.',
  },
};
