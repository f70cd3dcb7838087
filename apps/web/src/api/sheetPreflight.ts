import { SheetPreflight as SheetPreflightAnswer } from '@pms/contracts';
import type { PreflightFinding } from '@pms/sheet/browser';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import { apiRequest } from './client';

/** A sheet's own preflight (`GET {sheet}/preflight`): for who may change the sheet. */
export interface SheetPreflight {
  errors: number;
  warnings: number;
  findings: PreflightFinding[];
}

// The contract checks each finding's common fields; the rest are the check's own figures.
const sheetPreflightSchema = SheetPreflightAnswer.transform((answer) => answer as SheetPreflight);

/**
 * The preflight of a sheet's saved `version` (a save makes a new version, so an answer never
 * goes stale): what the Sheet Overview shows the admin, who alone can fix the master.
 */
export function useSheetPreflight(iri: string, version: number) {
  const { token } = useAuth();
  return useQuery({
    queryKey: ['sheetPreflight', iri, version],
    queryFn: ({ signal }) =>
      apiRequest(`${iri}/preflight`, sheetPreflightSchema, { token, signal }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    // A sheet whose preflight cannot be read simply shows no mark; the designer has it live.
    retry: false,
  });
}
