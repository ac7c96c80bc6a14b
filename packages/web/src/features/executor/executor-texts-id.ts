import type { Translations } from '../../shared/i18n/translations.js';
import type { executorTextsEn } from './executor-texts-en.js';

export const executorTextsId: Translations<typeof executorTextsEn> = {
  views: { label: 'Tampilan kode sumber', executor: 'Eksekutor', contract: 'Kode kontrak' },
  abi: {
    title: 'ABI',
    verified: 'ABI kontrak terverifikasi {{name}}',
    pasted: 'ABI yang ditempel',
    paste: 'Tempel ABI',
    pasteLabel: 'JSON ABI',
    use: 'Gunakan ABI ini',
    useVerified: 'Gunakan ABI terverifikasi',
    invalid: 'Ini bukan ABI kontrak: {{message}}',
    notJson: 'Ini bukan JSON.',
    noFunctions: 'tidak ada fungsi',
    none: 'Akun ini tidak menjalankan kontrak terverifikasi. Tempel ABI-nya untuk membacanya atau mengirim pesan.',
    loading: 'Memuat ABI…',
  },
  filter: { label: 'Saring fungsi', placeholder: 'Nama fungsi', list: 'Fungsi', nothing: 'Tidak ada fungsi yang cocok.' },
  fields: {
    title: 'Field kontrak',
    loading: 'Membaca field kontrak…',
    none: 'ABI tidak mencantumkan field kontrak.',
    failed: 'Field kontrak tidak dapat dibaca: {{message}}',
  },
  fn: {
    inputs: 'Masukan',
    noInputs: 'Fungsi ini tidak menerima masukan.',
    action: 'Aksi',
    unnamed: 'ABI memiliki field tanpa nama ({{path}}), jadi fungsi ini tidak dapat dipanggil.',
  },
  actions: { RunLocal: 'Baca (jalankan lokal)', SendExternal: 'Kirim pesan eksternal', SendInternal: 'Kirim pesan internal' },
  submit: { RunLocal: 'Jalankan', SendExternal: 'Kirim', SendInternal: 'Kirim', working: 'Memproses…' },
  send: {
    signed: 'Tanda tangani dengan kunci dompet',
    amount: 'Jumlah ({{symbol}})',
    bounce: 'Bounce',
    amountMissing: 'Jumlah harus diisi',
    amountNegative: 'Jumlah tidak boleh negatif',
    amountInvalid: 'Jumlah harus berupa angka yang valid',
  },
  output: {
    title: 'Keluaran: kode keluar {{code}}',
    unknown: 'Keluaran: Tidak diketahui',
    nothing: 'Fungsi tidak memberi keluaran.',
    transaction: 'Transaksi',
    message: 'Pesan',
    waiting: 'Terkirim; menunggu transaksi diindeks…',
  },
  errors: {
    noAccount: 'Akun tidak ada atau tidak memiliki kode untuk dijalankan.',
    failed: 'Panggilan gagal: {{message}}',
    noService: 'Server ini tidak menawarkan layanan kontrak, jadi kontrak tidak dapat dibaca di sini.',
  },
};
