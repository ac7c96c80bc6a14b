import type { AreaTexts } from '../../shared/i18n/translations.js';

const en = {
  title: '{{networkName}} Blockchain Explorer',
};

export const mainTexts: AreaTexts<typeof en> = {
  en,
  ko: { title: '{{networkName}} 블록체인 익스플로러' },
  id: { title: 'Penjelajah Blockchain {{networkName}}' },
  ja: { title: '{{networkName}} ブロックチェーンエクスプローラー' },
};
