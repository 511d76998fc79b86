import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MAX_TOKENS_RANGE, TEMPERATURE_RANGE, TOP_P_RANGE } from '../../../common/schemas/hyperparameters.ts';
import type { Hyperparameters } from '../../../common/schemas/hyperparameters.ts';
import { Spinner } from '../../lib/spinner.tsx';
import { useToast } from '../../lib/toast.tsx';
import { ADMIN_TOASTS } from './admin-toasts.ts';
import { hyperparametersQueryOptions, saveHyperparameters } from './api/hyperparameters.ts';
import { HyperparameterSlider } from './hyperparameter-slider.tsx';
import { useStaffFailureToast, useStaffQueryFailure } from './use-staff-failure.ts';
import { TitledCard } from '../../lib/titled-card.tsx';

/** A change is saved this long after it, so a run of arrow-key presses is sent once. */
const SAVE_DEBOUNCE_MS = 400;
const SLIDERS = [
  { key: 'temperature', label: 'Creativity', range: TEMPERATURE_RANGE },
  { key: 'topP', label: 'Word Selection', range: TOP_P_RANGE },
  { key: 'maxTokens', label: 'Max Tokens', range: MAX_TOKENS_RANGE },
] as const;

const same = (a: Hyperparameters, b: Hyperparameters) =>
  a.model === b.model && a.temperature === b.temperature && a.topP === b.topP && a.maxTokens === b.maxTokens;

/** 'Hyperparameter Adjustments': three sliders; a change sends all hyperparameters at once. */
export function HyperparametersCard() {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const failed = useStaffFailureToast();
  const query = useQuery(hyperparametersQueryOptions);
  useStaffQueryFailure(query);
  const [values, setValues] = useState<Hyperparameters | null>(null);
  const latest = useRef(values);
  latest.current = values;
  const timer = useRef<number | undefined>(undefined);
  // What the last save stored: its answer must not put back a value the sliders have moved on from.
  const ownSave = useRef<Hyperparameters | null>(null);

  // The sliders follow what is stored whenever it (re)loads.
  useEffect(() => {
    if (query.data && !(ownSave.current && same(query.data, ownSave.current))) setValues(query.data);
  }, [query.data]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const save = useMutation({
    mutationFn: saveHyperparameters,
    onSuccess: (stored) => {
      ownSave.current = stored;
      queryClient.setQueryData(hyperparametersQueryOptions.queryKey, stored);
      showToast(ADMIN_TOASTS.hyperparametersUpdated);
    },
    onError: (error) => {
      failed(error, ADMIN_TOASTS.hyperparametersFailed);
      // Back to what is stored, so the sliders never claim a value the server does not have.
      if (query.data) setValues(query.data);
    },
  });

  const release = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const current = latest.current;
      const stored = queryClient.getQueryData(hyperparametersQueryOptions.queryKey);
      if (current && (!stored || !same(current, stored))) save.mutate(current);
    }, SAVE_DEBOUNCE_MS);
  };

  return (
    <TitledCard title="Hyperparameter Adjustments" busy={save.isPending}>
      {values ? (
        <>
          {SLIDERS.map((slider) => (
            <HyperparameterSlider
              key={slider.key}
              label={slider.label}
              setting={slider.key}
              value={values[slider.key]}
              range={slider.range}
              onChange={(value) => setValues((current) => current && { ...current, [slider.key]: value })}
              onRelease={release}
            />
          ))}
          <p className="small text-body-secondary mb-0">Model: {values.model}</p>
        </>
      ) : query.isError ? (
        <p className="mb-0 text-body-secondary">Unavailable</p>
      ) : (
        <Spinner />
      )}
    </TitledCard>
  );
}
