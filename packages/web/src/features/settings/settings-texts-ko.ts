import type { Translations } from '../../shared/i18n/translations.js';
import type { settingsTextsEn } from './settings-texts-en.js';

export const settingsTextsKo: Translations<typeof settingsTextsEn> = {
  title: '설정',
  tabsLabel: '설정 항목',
  tabs: {
    apiKey: 'API 키',
    addresses: '내 토큰',
    tokenLists: '내 토큰 목록',
    assets: '자산',
  },
  apiKey: {
    title: 'API 키',
    intro:
      '개인 API 키를 사용하면 프로그램이 익명 요청보다 높은 요청 한도로 이 사이트의 탐색기, 토큰, 레지스트리 API를 호출할 수 있습니다. 각 요청의 X-API-Key 헤더에 키를 보내세요.',
    oneKey: '활성 키는 한 번에 하나만 가질 수 있습니다. 키의 비밀 값은 생성될 때 한 번만 표시되므로 안전한 곳에 보관하세요.',
    active: '활성 키는 {{date}}에 만들어졌습니다.',
    none: '아직 API 키가 없습니다.',
    create: '새 키 만들기',
    confirmTitle: '새 API 키를 만들까요?',
    confirmWarning: '이전 키가 있다면 즉시 작동을 멈춥니다. 이전 키를 계속 보내는 프로그램은 거부됩니다.',
    confirm: '키 만들기',
    cancel: '취소',
    createdTitle: '새 API 키',
    createdText:
      '지금 키와 시크릿을 복사하세요. 다시 표시되지 않습니다. 키는 X-API-Key 헤더로 보내고, 시크릿은 everscan-verify 업로드처럼 서명이 필요한 호출에 서명합니다.',
    keyLabel: '새 API 키',
    copy: '키 복사',
    secretLabel: '시크릿',
    copySecret: '시크릿 복사',
    done: '완료',
    failed: '키를 만들 수 없습니다. 잠시 후 다시 시도하세요.',
  },
};
