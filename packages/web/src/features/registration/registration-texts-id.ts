import type { Translations } from '../../shared/i18n/translations.js';
import type { registrationTextsEn } from './registration-texts-en.js';

export const registrationTextsId: Translations<typeof registrationTextsEn> = {
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
};
