import type { Translations } from '../../shared/i18n/translations.js';
import type { accountsTextsEn } from './accounts-texts-en.js';

export const accountsTextsId: Translations<typeof accountsTextsEn> = {
  title: 'Akun',
  stats: {
    label: 'Statistik akun',
    new24h: 'Baru dalam 24 jam',
    active24h: 'Aktif dalam 24 jam',
    active1h: 'Aktif dalam 1 jam',
  },
  chart: {
    title: 'Akun',
    types: { new: 'Baru', total: 'Total', active: 'Aktif' },
  },
  filters: {
    balance: 'Saldo',
    created: 'Dibuat',
    orderBy: 'Urutkan menurut',
    order: 'Urutan',
  },
  orderBy: { balance: 'Saldo', createdAt: 'Waktu dibuat', updatedAt: 'Waktu diperbarui' },
  order: { DESC: 'Menurun', ASC: 'Menaik' },
  table: {
    caption: 'Akun',
    address: 'Alamat',
    balance: 'Saldo',
    state: 'Status',
    created: 'Dibuat',
    updated: 'Diperbarui',
  },
};
