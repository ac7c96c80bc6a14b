import type { AreaTexts } from '../i18n/translations.js';

const en = {
  addItem: 'Add item',
  addEntry: 'Add entry',
  remove: 'Remove',
  key: 'Key',
  value: 'Value',
  item: 'Item {{index}}',
  empty: 'Empty',
  noMapTypes: 'The ABI does not give this map its key and value types, so it cannot be filled in.',
  problems: {
    notNumber: '{{field}}: enter a whole number (decimal, or hex after 0x)',
    negative: '{{field}}: this number cannot be negative',
    notAddress: '{{field}}: Wrong address',
    notPublicKey: '{{field}}: a public key is 64 hex digits',
    notBase64: '{{field}}: enter base64 (a BOC for a cell)',
    noMapTypes: '{{field}}: the ABI does not give this map its key and value types',
  },
};

/** The texts of the contract forms' fields (spec 001 §3 field kinds), shared by the executor and the initial-data form. */
export const abiFormTexts: AreaTexts<typeof en> = {
  en,
  ko: {
    addItem: '항목 추가',
    addEntry: '항목 추가',
    remove: '삭제',
    key: '키',
    value: '값',
    item: '항목 {{index}}',
    empty: '비어 있음',
    noMapTypes: 'ABI에 이 맵의 키와 값 타입이 없어 입력할 수 없습니다.',
    problems: {
      notNumber: '{{field}}: 정수를 입력하세요 (10진수 또는 0x 뒤에 16진수)',
      negative: '{{field}}: 이 숫자는 음수일 수 없습니다',
      notAddress: '{{field}}: 잘못된 주소',
      notPublicKey: '{{field}}: 공개 키는 16진수 64자리입니다',
      notBase64: '{{field}}: base64를 입력하세요 (셀은 BOC)',
      noMapTypes: '{{field}}: ABI에 이 맵의 키와 값 타입이 없습니다',
    },
  },
  id: {
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
  },
  ja: {
    addItem: '項目を追加',
    addEntry: 'エントリを追加',
    remove: '削除',
    key: 'キー',
    value: '値',
    item: '項目 {{index}}',
    empty: '空',
    noMapTypes: 'ABI にこのマップのキーと値の型がないため、入力できません。',
    problems: {
      notNumber: '{{field}}: 整数を入力してください（10進数、または 0x の後に16進数）',
      negative: '{{field}}: この数は負にできません',
      notAddress: '{{field}}: アドレスが正しくありません',
      notPublicKey: '{{field}}: 公開鍵は16進数64桁です',
      notBase64: '{{field}}: base64 を入力してください（セルは BOC）',
      noMapTypes: '{{field}}: ABI にこのマップのキーと値の型がありません',
    },
  },
};
