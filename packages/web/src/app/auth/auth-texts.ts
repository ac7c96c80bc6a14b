import type { AreaTexts } from '../../shared/i18n/translations.js';

const en = {
  signIn: 'Sign in',
  signOut: 'Sign out',
  accountMenu: 'Account menu',
  admin: 'Admin',
  mustSignIn: 'You must be logged in to continue',
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
    signingIn: '로그인하는 중…',
    signInFailed: '로그인을 시작할 수 없습니다. 잠시 후 다시 시도하세요.',
  },
  id: {
    signIn: 'Masuk',
    signOut: 'Keluar',
    accountMenu: 'Menu akun',
    admin: 'Admin',
    mustSignIn: 'Anda harus masuk untuk melanjutkan',
    signingIn: 'Sedang memasukkan Anda…',
    signInFailed: 'Proses masuk tidak dapat dimulai. Silakan coba lagi nanti.',
  },
  ja: {
    signIn: 'ログイン',
    signOut: 'ログアウト',
    accountMenu: 'アカウントメニュー',
    admin: '管理者',
    mustSignIn: '続行するにはログインが必要です',
    signingIn: 'ログインしています…',
    signInFailed: 'ログインを開始できませんでした。しばらくしてからもう一度お試しください。',
  },
};
