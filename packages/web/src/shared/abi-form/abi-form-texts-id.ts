import type { Translations } from '../i18n/translations.js';
import type { abiFormTextsEn } from './abi-form-texts-en.js';

export const abiFormTextsId: Translations<typeof abiFormTextsEn> = {
  addItem: 'Tambah item',
  addEntry: 'Tambah entri',
  remove: 'Hapus',
  key: 'Kunci',
  value: 'Nilai',
  item: 'Item {{index}}',
  empty: 'Kosong',
  noMapTypes: 'ABI tidak memberi map ini tipe kunci dan nilai, jadi tidak dapat diisi.',
  problems: {
    notNumber: '{{field}}: masukkan bilangan bulat (desimal, atau heksadesimal setelah 0x)',
    negative: '{{field}}: angka ini tidak boleh negatif',
    notAddress: '{{field}}: Alamat salah',
    notPublicKey: '{{field}}: kunci publik terdiri dari 64 digit heksadesimal',
    notBase64: '{{field}}: masukkan base64 (BOC untuk sebuah cell)',
    noMapTypes: '{{field}}: ABI tidak memberi map ini tipe kunci dan nilai',
  },
};
