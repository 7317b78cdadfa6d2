const SLOT = '\u2063';

/**
 * A page number whose accessible name is its visible number inside the localized phrase
 * ("Page 3", "3페이지로 이동"), built from the link's content rather than an aria-label, so that the
 * name always contains what is shown (axe label-content-name-mismatch: an aria-label "3페이지"
 * does not contain the word "3"). `phrase` is the message formatted with `page` set to
 * PAGE_NUMBER_SLOT.
 */
export function PageNumber({ phrase, page }: { phrase: string; page: number }) {
  const [before = '', after = ''] = phrase.split(SLOT);
  return (
    <>
      {before ? <span className="visually-hidden">{before}</span> : null}
      {page}
      {after ? <span className="visually-hidden">{after}</span> : null}
    </>
  );
}

export const PAGE_NUMBER_SLOT = SLOT;
