import type { PreflightFinding } from '@pms/sheet/browser';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiRequest } from './client';

/** A sheet's own preflight (`GET {sheet}/preflight`): for who may change the sheet. */
export interface SheetPreflight {
  errors: number;
  warnings: number;
  findings: PreflightFinding[];
}

const sheetPreflightSchema = z.object({
  errors: z.number(),
  warnings: z.number(),
  // The engine's findings, each with its check's figures: read as the server wrote them.
  findings: z.array(z.custom<PreflightFinding>((value) => typeof value === 'object')),
});

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
