import type { TransactionDetails } from '@tvmscan/api/contract';
import { ActionPhasePanel } from './action-phase.js';
import { BouncePhasePanel } from './bounce-phase.js';
import { ComputePhasePanel } from './compute-phase.js';
import { CreditPhasePanel } from './credit-phase.js';
import { FinalPhasePanel } from './final-phase.js';
import { StoragePhasePanel } from './storage-phase.js';
import { TokenOperations } from './token-operations.js';
import { TransactionDiagram } from './transaction-diagram.js';
import { TransactionFees } from './transaction-fees.js';
import { TransactionMessages } from './transaction-messages.js';
import { diagramMessageHash, type TransactionTab } from './transaction-tabs.js';

/** The content of one tab; a phase tab is only offered when its phase exists (transactionTabs). */
export function TransactionTabPanel({ tab, transaction }: { tab: TransactionTab; transaction: TransactionDetails }) {
  const phases = transaction.description;
  const diagramHash = diagramMessageHash(transaction);
  switch (tab) {
    case 'messages':
      return <TransactionMessages transaction={transaction} />;
    case 'token-operations':
      return <TokenOperations transaction={transaction} />;
    case 'fees':
      return <TransactionFees fees={transaction.fees} />;
    case 'storage-ph':
      return phases.storage && <StoragePhasePanel phase={phases.storage} />;
    case 'credit-ph':
      return phases.credit && <CreditPhasePanel phase={phases.credit} />;
    case 'compute-ph':
      return phases.compute && <ComputePhasePanel phase={phases.compute} />;
    case 'action-ph':
      return phases.action && <ActionPhasePanel phase={phases.action} />;
    case 'bounce-ph':
      return phases.bounce && <BouncePhasePanel phase={phases.bounce} />;
    case 'final-ph':
      return phases.destroyed !== null && <FinalPhasePanel destroyed={phases.destroyed} />;
    case 'diagram':
      return diagramHash && <TransactionDiagram messageHash={diagramHash} />;
  }
}
