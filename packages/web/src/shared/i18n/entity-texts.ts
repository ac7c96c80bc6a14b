import type { AccountStateName, MessageType, TransactionType } from '@tvmscan/api/contract';
import type { AreaTexts } from './translations.js';

/** Names of the chain's enumerations (spec 000 §3), shared by every screen that shows them. */
const en = {
  messageTypes: {
    Internal: 'Internal',
    ExternalIn: 'External in',
    ExternalOut: 'External out',
  } satisfies Record<MessageType, string>,
  transactionTypes: {
    Ordinary: 'Ordinary',
    Storage: 'Storage',
    TickTock: 'Tick-tock',
    SplitPrepare: 'Split prepare',
    SplitInstall: 'Split install',
    MergePrepare: 'Merge prepare',
    MergeInstall: 'Merge install',
  } satisfies Record<TransactionType, string>,
  accountStates: {
    NonExist: 'Non-existent',
    Uninit: 'Uninitialized',
    Active: 'Active',
    Frozen: 'Frozen',
    Deleted: 'Deleted',
  } satisfies Record<AccountStateName, string>,
  statuses: { success: 'Success', aborted: 'Aborted', bounced: 'Bounced', bounceable: 'Bounceable', skipped: 'Skipped' },
};

export const entityTexts: AreaTexts<typeof en> = {
  en,
  ko: {
    messageTypes: { Internal: '내부', ExternalIn: '외부 수신', ExternalOut: '외부 발신' },
    transactionTypes: {
      Ordinary: '일반',
      Storage: '스토리지',
      TickTock: '틱톡',
      SplitPrepare: '분할 준비',
      SplitInstall: '분할 적용',
      MergePrepare: '병합 준비',
      MergeInstall: '병합 적용',
    },
    accountStates: { NonExist: '존재하지 않음', Uninit: '초기화되지 않음', Active: '활성', Frozen: '동결됨', Deleted: '삭제됨' },
    statuses: { success: '성공', aborted: '중단됨', bounced: '반송됨', bounceable: '반송 가능', skipped: '건너뜀' },
  },
  id: {
    messageTypes: { Internal: 'Internal', ExternalIn: 'Eksternal masuk', ExternalOut: 'Eksternal keluar' },
    transactionTypes: {
      Ordinary: 'Biasa',
      Storage: 'Penyimpanan',
      TickTock: 'Tick-tock',
      SplitPrepare: 'Persiapan pemisahan',
      SplitInstall: 'Penerapan pemisahan',
      MergePrepare: 'Persiapan penggabungan',
      MergeInstall: 'Penerapan penggabungan',
    },
    accountStates: { NonExist: 'Tidak ada', Uninit: 'Belum diinisialisasi', Active: 'Aktif', Frozen: 'Dibekukan', Deleted: 'Dihapus' },
    statuses: { success: 'Berhasil', aborted: 'Dibatalkan', bounced: 'Dipantulkan', bounceable: 'Dapat dipantulkan', skipped: 'Dilewati' },
  },
  ja: {
    messageTypes: { Internal: '内部', ExternalIn: '外部受信', ExternalOut: '外部送信' },
    transactionTypes: {
      Ordinary: '通常',
      Storage: 'ストレージ',
      TickTock: 'ティックトック',
      SplitPrepare: '分割準備',
      SplitInstall: '分割適用',
      MergePrepare: 'マージ準備',
      MergeInstall: 'マージ適用',
    },
    accountStates: { NonExist: '存在しない', Uninit: '未初期化', Active: 'アクティブ', Frozen: '凍結', Deleted: '削除済み' },
    statuses: { success: '成功', aborted: '中断', bounced: 'バウンス済み', bounceable: 'バウンス可能', skipped: 'スキップ' },
  },
};
