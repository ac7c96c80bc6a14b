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
  },
  origin: {
    zerostate:
      'Set ini dipasang oleh zerostate jaringan saat jaringan dimulai. Zerostate hanya memuat kunci publik dan bobot setiap validator, tanpa dompet atau stake, jadi keduanya tidak ditampilkan di sini; dompet, stake, dan bonus ada pada set yang dipilih oleh elector.',
    unknown:
      'Set ini dipilih, tetapi explorer ini tidak memiliki catatan pemilihannya dari elector, jadi dompet, stake, dan bonusnya tidak ditampilkan.',
    candidates:
      'Pemilihan untuk set ini sedang dibuka: inilah para kandidatnya dengan stake yang telah mereka kirim sejauh ini, masing-masing berbobot sesuai bagiannya. Elector memilih set ketika pemilihan ditutup; bonus datang pada gilirannya memvalidasi.',
  },
  noSets: 'Belum ada set validator yang diindeks.',
  failed: 'Data pemilihan tidak dapat dimuat.',
};
