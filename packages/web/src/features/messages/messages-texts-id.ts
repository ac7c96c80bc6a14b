import type { Translations } from '../../shared/i18n/translations.js';
import type { messagesTextsEn } from './messages-texts-en.js';

export const messagesTextsId: Translations<typeof messagesTextsEn> = {
  title: 'Pesan',
  stats: {
    label: 'Statistik pesan',
    total: 'Total pesan',
    last24h: 'Pesan dalam 24 jam',
    last1h: 'Pesan dalam 1 jam',
    perSecond: 'Pesan per detik',
  },
  chart: { title: 'Pesan' },
  filters: {
    types: 'Jenis pesan',
    accounts: 'Akun',
    source: 'Akun pengirim',
    sourceMode: 'Mode akun pengirim',
    destination: 'Akun penerima',
    destinationMode: 'Mode akun penerima',
    time: 'Waktu transaksi',
    value: 'Nilai',
  },
  types: { Internal: 'Internal', ExternalIn: 'Eksternal masuk', ExternalOut: 'Eksternal keluar' },
  table: {
    caption: 'Pesan terbaru',
    hash: 'Hash',
    type: 'Jenis',
    source: 'Dari',
    destination: 'Ke',
    value: 'Nilai',
    time: 'Waktu',
    transaction: 'Transaksi',
  },
};
