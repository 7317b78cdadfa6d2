'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, serverOutcome, StatusLine, SubmitButton } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import type { StaffReviewSetting } from '@/lib/types/staff';
import type { ContentSegment } from '@/lib/validations/content';
import { LoadFailure } from './load-failure';
import checks from '@/components/ui/form-kit.module.css';
import styles from './admin.module.css';

type ReviewView = StaffReviewSetting;
const queryKey = [...adminQueryKeys.settings, 'review'] as const;

/**
 * The review step (admins): the content kinds whose drafts go live only after review, published by
 * another editor or an admin. Saved over the version loaded; a change meanwhile reloads the choice.
 */
export function ReviewSetting() {
  const t = useT('AdminSettings');
  const kinds = useT('AdminContent');
  const query = useQuery({ queryKey, queryFn: () => adminFetch<ReviewView>('/api/admin/settings/review') });
  // Kept here: the form starts afresh from each new version, the message stays.
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (query.isError) return <LoadFailure query={query} />;
  if (!query.data) return <p role="status">{t('loading')}</p>;
  return <ReviewForm key={query.data.version} view={query.data} label={(k) => kinds(`kinds.${k}.label`)} outcome={outcome} setOutcome={setOutcome} />;
}

function ReviewForm({
  view,
  label,
  outcome,
  setOutcome,
}: {
  view: ReviewView;
  label: (kind: ContentSegment) => string;
  outcome: Outcome;
  setOutcome: (outcome: Outcome) => void;
}) {
  const t = useT('AdminSettings');
  const errors = useT('Errors');
  const client = useQueryClient();
  const id = useId();
  const [chosen, setChosen] = useState(() => new Set(view.kinds.filter((k) => k.required).map((k) => k.kind)));
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setOutcome(null);
    try {
      const saved = await adminFetch<ReviewView>('/api/admin/settings/review', { method: 'PUT', body: { kinds: [...chosen], version: view.version } });
      client.setQueryData(queryKey, saved);
      setOutcome({ kind: 'success', text: t('review.saved') });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await client.invalidateQueries({ queryKey });
        setOutcome({ kind: 'error', text: t('conflict') });
      } else setOutcome(serverOutcome(null, error, errors));
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-heading`} className={styles.section} data-testid="review-setting">
      <h2 id={`${id}-heading`}>{t('review.heading')}</h2>
      <fieldset className={styles.choices} aria-describedby={`${id}-hint`}>
        <legend className="visually-hidden">{t('review.heading')}</legend>
        <p className="field__hint" id={`${id}-hint`}>
          {t('review.hint')}
        </p>
        {view.kinds.map(({ kind }) => (
          <div className={`field ${checks.check}`} key={kind}>
            <input
              id={`${id}-${kind}`}
              type="checkbox"
              checked={chosen.has(kind)}
              onChange={(e) =>
                setChosen((now) => {
                  const next = new Set(now);
                  if (e.target.checked) next.add(kind);
                  else next.delete(kind);
                  return next;
                })
              }
            />
            <label htmlFor={`${id}-${kind}`}>{label(kind)}</label>
          </div>
        ))}
      </fieldset>
      <StatusLine outcome={outcome} />
      <SubmitButton pending={pending} label={t('review.save')} pendingLabel={t('saving')} />
    </form>
  );
}
