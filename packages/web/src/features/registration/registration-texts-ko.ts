import type { Translations } from '../../shared/i18n/translations.js';
import type { registrationTextsEn } from './registration-texts-en.js';

export const registrationTextsKo: Translations<typeof registrationTextsEn> = {
  title: '내 계정',
  welcome: '환영합니다! {{network}}에 로그인했습니다.',
  signedInAs: '로그인 계정',
  name: '이름',
  email: '이메일',
  userId: '사용자 ID',
  role: '역할',
  roles: { user: '사용자', admin: '관리자' },
  offersTitle: '이 계정으로 할 수 있는 일',
  offers: {
    browse: '체인 탐색은 누구에게나 열려 있으며, 계정이 있으면 나만의 설정이 추가됩니다.',
    apiKey: '개인 API 키를 만드세요. 프로그램이 더 높은 요청 한도로 API를 호출할 수 있습니다.',
  },
  toSettings: '설정으로 이동',
};
