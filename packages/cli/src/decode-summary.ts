import type { DecodedItem } from '@tvmscan/tvm';

/** A decoded item, as opposed to an archive block reported as unreadable. */
export type ReadableItem = Exclude<DecodedItem, { kind: 'unreadable' }>;

/** One readable line about a decoded item, for `tvmscan decode` without `--json`. */
export function summaryLine(item: ReadableItem): string {
  switch (item.kind) {
    case 'block': {
      const b = item.value;
      const key = b.isKeyBlock ? ', key block' : '';
      return `block ${b.workchain}:${b.shard}:${b.seqno} root ${b.rootHash}, ${b.transactions.length} transactions${key}, created ${isoTime(b.genUtime)}`;
    }
    case 'proof': {
      const { proofFor } = item.value;
      return `block proof for ${proofFor.workchain}:${proofFor.shard}:${proofFor.seqno} root ${proofFor.rootHash}`;
    }
    case 'state': {
      const s = item.value;
      return `shard state ${s.workchain}:${s.shard} seqno ${s.seqno}, ${s.accountCount} accounts, created ${isoTime(s.genUtime)}`;
    }
    case 'transaction': {
      const t = item.value;
      const exit = t.exitCode === null ? 'compute skipped' : `exit code ${t.exitCode}`;
      return `transaction ${t.hash} ${t.txType} on ${t.account} lt ${t.lt}, ${exit}${t.aborted ? ', aborted' : ''}, fees ${t.totalFees} nano`;
    }
    case 'message': {
      const m = item.value;
      const value = m.value === null ? '' : `, value ${m.value} nano`;
      return `message ${m.hash} ${m.messageType} ${m.src ?? '(none)'} -> ${m.dst ?? '(none)'}${value}`;
    }
    case 'account': {
      const a = item.value;
      return `account ${a.address ?? '(none)'} ${a.status}, balance ${a.balance} nano${a.codeHash ? `, code hash ${a.codeHash}` : ''}`;
    }
    case 'config':
      return `config at ${item.value.configAddress}, params ${item.value.paramIndexes.join(', ')}`;
    case 'cell':
      return `cell ${item.value.hash}: ${item.value.bits} bits, ${item.value.refs} references${item.value.exotic ? ', exotic' : ''}`;
  }
}

function isoTime(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}
