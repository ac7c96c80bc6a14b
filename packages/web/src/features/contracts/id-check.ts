import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readContractId } from './contract-id.js';
import { contractLinks } from './contract-links.js';
import { fetchContractInfo } from './use-contracts.js';
import { useVerifyClient } from './verify-client.js';

/**
 * Verification by code hash or address (spec 001 §4): the id is checked with the service and, when a verified
 * contract has it, that contract's page opens; otherwise the error says why.
 */
export function useIdCheck() {
  const { t } = useTranslation('contracts');
  const client = useVerifyClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const check = async (text: string): Promise<void> => {
    const id = readContractId(text);
    if (id.kind === 'empty') return setError(t('verification.errors.idRequired'));
    if (id.kind === 'incorrect' || client === null) return setError(t('verification.errors.idIncorrect'));
    setLoading(true);
    setError(null);
    try {
      const info = await fetchContractInfo(client, id);
      if (info === null) setError(t('verification.errors.abiNotFound'));
      else await navigate(contractLinks.byId(info.code_hash));
    } catch {
      setError(t('verification.errors.failed'));
    } finally {
      setLoading(false);
    }
  };
  return { check, error, loading };
}
