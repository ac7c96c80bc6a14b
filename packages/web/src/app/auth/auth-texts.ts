import type { AreaTexts } from '../../shared/i18n/translations.js';

const en = {
  signIn: 'Sign in',
  signOut: 'Sign out',
  accountMenu: 'Account menu',
  admin: 'Admin',
  mustSignIn: 'You must be logged in to continue',
  signInDetail: 'Sign in to see your account and to create a personal API key for the APIs of this site.',
  signingIn: 'Signing you in…',
  signInFailed: 'The sign-in could not start. Please try again later.',
};

export const authTexts: AreaTexts<typeof en> = {
  en,
  ko: {
    signIn: '로그인',
    signOut: '로그아웃',
    accountMenu: '계정 메뉴',
    admin: '관리자',
    mustSignIn: '계속하려면 로그인해야 합니다',
    signInDetail: '로그인하면 계정을 확인하고 이 사이트 API용 개인 API 키를 만들 수 있습니다.',
    signingIn: '로그인하는 중…',
    signInFailed: '로그인을 시작할 수 없습니다. 잠시 후 다시 시도하세요.',
  },
  id: {
    signIn: 'Masuk',
    signOut: 'Keluar',
    accountMenu: 'Menu akun',
    admin: 'Admin',
    mustSignIn: 'Anda harus masuk untuk melanjutkan',
    signInDetail: 'Masuk untuk melihat akun Anda dan membuat kunci API pribadi untuk API situs ini.',
    signingIn: 'Sedang memasukkan Anda…',
    signInFailed: 'Proses masuk tidak dapat dimulai. Silakan coba lagi nanti.',
  },
  ja: {
    signIn: 'ログイン',
    signOut: 'ログアウト',
    accountMenu: 'アカウントメニュー',
    admin: '管理者',
    mustSignIn: '続行するにはログインが必要です',
    signInDetail: 'ログインすると、アカウントを確認し、このサイトの API 用の個人用 API キーを作成できます。',
    signingIn: 'ログインしています…',
    signInFailed: 'ログインを開始できませんでした。しばらくしてからもう一度お試しください。',
  },
};
