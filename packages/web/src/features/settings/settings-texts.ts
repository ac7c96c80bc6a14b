import type { AreaTexts } from '../../shared/i18n/translations.js';

const en = {
  title: 'Settings',
  tabsLabel: 'Settings sections',
  tabs: {
    apiKey: 'API keys',
    addresses: 'My tokens',
    tokenLists: 'My token lists',
    assets: 'Assets',
  },
  apiKey: {
    title: 'API key',
    intro:
      'A personal API key lets your programs call the explorer, token and registry APIs of this site with a higher rate limit than anonymous requests. Send it in the X-API-Key header of each request.',
    oneKey: 'You have one active key at a time. Its secret is shown only once, when it is created: keep it somewhere safe.',
    create: 'Create new key',
    confirmTitle: 'Create a new API key?',
    confirmWarning: 'Your previous key, if you have one, stops working at once: programs that still send it will be refused.',
    confirm: 'Create key',
    cancel: 'Cancel',
    createdTitle: 'Your new API key',
    createdText: 'Copy the key now: it will not be shown again.',
    keyLabel: 'New API key',
    copy: 'Copy the key',
    done: 'Done',
    failed: 'The key could not be created. Please try again later.',
  },
};

export const settingsTexts: AreaTexts<typeof en> = {
  en,
  ko: {
    title: '설정',
    tabsLabel: '설정 항목',
    tabs: {
      apiKey: 'API 키',
      addresses: '내 토큰',
      tokenLists: '내 토큰 목록',
      assets: '자산',
    },
    apiKey: {
      title: 'API 키',
      intro:
        '개인 API 키를 사용하면 프로그램이 익명 요청보다 높은 요청 한도로 이 사이트의 탐색기, 토큰, 레지스트리 API를 호출할 수 있습니다. 각 요청의 X-API-Key 헤더에 키를 보내세요.',
      oneKey: '활성 키는 한 번에 하나만 가질 수 있습니다. 키의 비밀 값은 생성될 때 한 번만 표시되므로 안전한 곳에 보관하세요.',
      create: '새 키 만들기',
      confirmTitle: '새 API 키를 만들까요?',
      confirmWarning: '이전 키가 있다면 즉시 작동을 멈춥니다. 이전 키를 계속 보내는 프로그램은 거부됩니다.',
      confirm: '키 만들기',
      cancel: '취소',
      createdTitle: '새 API 키',
      createdText: '지금 키를 복사하세요. 다시 표시되지 않습니다.',
      keyLabel: '새 API 키',
      copy: '키 복사',
      done: '완료',
      failed: '키를 만들 수 없습니다. 잠시 후 다시 시도하세요.',
    },
  },
  id: {
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
      create: 'Buat kunci baru',
      confirmTitle: 'Buat kunci API baru?',
      confirmWarning: 'Kunci Anda sebelumnya, jika ada, langsung berhenti berfungsi: program yang masih mengirimkannya akan ditolak.',
      confirm: 'Buat kunci',
      cancel: 'Batal',
      createdTitle: 'Kunci API baru Anda',
      createdText: 'Salin kunci sekarang: kunci ini tidak akan ditampilkan lagi.',
      keyLabel: 'Kunci API baru',
      copy: 'Salin kunci',
      done: 'Selesai',
      failed: 'Kunci tidak dapat dibuat. Silakan coba lagi nanti.',
    },
  },
  ja: {
    title: '設定',
    tabsLabel: '設定の項目',
    tabs: {
      apiKey: 'API キー',
      addresses: 'マイトークン',
      tokenLists: 'マイトークンリスト',
      assets: 'アセット',
    },
    apiKey: {
      title: 'API キー',
      intro:
        '個人用 API キーを使うと、プログラムから匿名のリクエストより高いレート制限でこのサイトのエクスプローラー、トークン、レジストリの API を呼び出せます。各リクエストの X-API-Key ヘッダーでキーを送信してください。',
      oneKey: '有効なキーは常に 1 つだけです。シークレットは作成時に一度だけ表示されます。安全な場所に保管してください。',
      create: '新しいキーを作成',
      confirmTitle: '新しい API キーを作成しますか？',
      confirmWarning: '以前のキーがある場合、そのキーはただちに使えなくなります。以前のキーを送信し続けるプログラムは拒否されます。',
      confirm: 'キーを作成',
      cancel: 'キャンセル',
      createdTitle: '新しい API キー',
      createdText: '今すぐキーをコピーしてください。再び表示されることはありません。',
      keyLabel: '新しい API キー',
      copy: 'キーをコピー',
      done: '完了',
      failed: 'キーを作成できませんでした。しばらくしてからもう一度お試しください。',
    },
  },
};
