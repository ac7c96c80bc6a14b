import type { Translations } from '../../shared/i18n/translations.js';
import type { validatorsTextsEn } from './validators-texts-en.js';

export const validatorsTextsId: Translations<typeof validatorsTextsEn> = {
  title: 'Validator',
  stats: {
    label: 'Pemilihan',
    validationCyclePeriod: 'Periode siklus validasi',
    electionsPeriod: 'Periode pemilihan',
    totalStake: 'Total stake',
    totalBonuses: 'Total bonus',
    status: 'Status pemilihan',
  },
  status: {
    waiting: 'Menunggu',
    open: 'Dibuka',
    closed: 'Ditutup',
    opensIn: 'dibuka dalam {{duration}}',
    closesIn: 'ditutup dalam {{duration}}',
  },
  units: { day: 'hr', hour: 'j', minute: 'mnt', second: 'dtk' },
  tabs: {
    label: 'Set validator',
    previous: 'Sebelumnya',
    current: 'Saat ini',
    next: 'Berikutnya',
    participants: '{{count}} peserta',
  },
  set: {
    label: 'Tentang set ini',
    since: 'Memvalidasi sejak',
    until: 'Memvalidasi hingga',
    totalStake: 'Total stake',
    totalBonuses: 'Total bonus',
  },
  table: {
    caption: 'Peserta',
    rank: 'Peringkat',
    address: 'Alamat',
    publicKey: 'Kunci publik',
    stake: 'Stake',
    bonuses: 'Bonus',
    weight: 'Bobot, %',
    pageOf: 'Halaman {{page}} dari {{pages}}',
    electionUnknown:
      'Dompet, stake, dan bonus berasal dari catatan pemilihan set ini di kontrak elector, dan indeks tidak memilikinya: indeks tidak membaca elector dari sumber state mana pun (jalankan dengan --state jrpc, gql, atau files), atau state elector yang dibaca tidak memuat pemilihan untuk set ini (set pertama jaringan dipasang oleh zerostate-nya, tanpa pemilihan).',
  },
  noSets: 'Belum ada set validator yang diindeks.',
  failed: 'Data pemilihan tidak dapat dimuat.',
};
