import type { AreaTexts } from '../../shared/i18n/translations.js';

const en = {
  title: 'Your account',
  welcome: 'Welcome! You are signed in to {{network}}.',
  signedInAs: 'Signed in as',
  name: 'Name',
  email: 'Email',
  userId: 'User ID',
  role: 'Role',
  roles: { user: 'User', admin: 'Administrator' },
  offersTitle: 'What your account lets you do here',
  offers: {
    browse: 'Browsing the chain stays open to everyone; your account adds your own settings.',
    apiKey: 'Create a personal API key: your programs then call the APIs with a higher rate limit.',
  },
  toSettings: 'Go to settings',
  signedOutText: 'Sign in to see your account and to create a personal API key for the APIs of this site.',
};

export const registrationTexts: AreaTexts<typeof en> = {
  en,
  ko: {
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
    signedOutText: '로그인하면 계정을 확인하고 이 사이트 API용 개인 API 키를 만들 수 있습니다.',
  },
  id: {
    title: 'Akun Anda',
    welcome: 'Selamat datang! Anda telah masuk ke {{network}}.',
    signedInAs: 'Masuk sebagai',
    name: 'Nama',
    email: 'Email',
    userId: 'ID pengguna',
    role: 'Peran',
    roles: { user: 'Pengguna', admin: 'Administrator' },
    offersTitle: 'Yang dapat Anda lakukan dengan akun ini',
    offers: {
      browse: 'Menjelajahi rantai tetap terbuka untuk semua orang; akun Anda menambahkan pengaturan milik Anda sendiri.',
      apiKey: 'Buat kunci API pribadi: program Anda dapat memanggil API dengan batas permintaan yang lebih tinggi.',
    },
    toSettings: 'Buka pengaturan',
    signedOutText: 'Masuk untuk melihat akun Anda dan membuat kunci API pribadi untuk API situs ini.',
  },
  ja: {
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
    signedOutText: 'ログインすると、アカウントを確認し、このサイトの API 用の個人用 API キーを作成できます。',
  },
};
