import type { Translations } from '../../shared/i18n/translations.js';
import type { settingsTextsEn } from './settings-texts-en.js';

export const settingsTextsId: Translations<typeof settingsTextsEn> = {
  title: 'Pengaturan',
  tabsLabel: 'Bagian pengaturan',
  tabs: {
    apiKey: 'Kunci API',
    addresses: 'Token saya',
    tokenLists: 'Daftar token saya',
    assets: 'Aset',
  },
  apiKey: {
    title: 'Kunci API',
    intro:
      'Kunci API pribadi memungkinkan program Anda memanggil API penjelajah, token, dan registri situs ini dengan batas permintaan yang lebih tinggi daripada permintaan anonim. Kirimkan kunci di header X-API-Key pada setiap permintaan.',
    oneKey: 'Anda hanya memiliki satu kunci aktif pada satu waktu. Rahasianya hanya ditampilkan sekali, saat dibuat: simpan di tempat yang aman.',
    active: 'Kunci aktif Anda dibuat pada {{date}}.',
    none: 'Anda belum memiliki kunci API.',
    create: 'Buat kunci baru',
    confirmTitle: 'Buat kunci API baru?',
    confirmWarning: 'Kunci Anda sebelumnya, jika ada, langsung berhenti berfungsi: program yang masih mengirimkannya akan ditolak.',
    confirm: 'Buat kunci',
    cancel: 'Batal',
    createdTitle: 'Kunci API baru Anda',
    createdText:
      'Salin kunci dan rahasianya sekarang: keduanya tidak akan ditampilkan lagi. Kirim kunci di header X-API-Key; rahasia menandatangani panggilan yang harus ditandatangani, seperti unggahan everscan-verify.',
    keyLabel: 'Kunci API baru',
    copy: 'Salin kunci',
    secretLabel: 'Rahasianya',
    copySecret: 'Salin rahasia',
    done: 'Selesai',
    failed: 'Kunci tidak dapat dibuat. Silakan coba lagi nanti.',
  },
};
