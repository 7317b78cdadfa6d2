/**
 * A text that names the company (or is its name), with the legal form kept on one line: a browser
 * may break Japanese, Chinese and Korean text between any two characters, and "株式会社" split as
 * "株式 / 会社" at the end of a line reads as two words (issue 32). Other text is returned as it is.
 */
const LEGAL_FORM = /(株式会社|有限会社|合同会社|股份有限公司|有限公司|주식회사|유한회사)/u;

export function CompanyText({ text }: { text: string }) {
  const parts = text.split(LEGAL_FORM);
  if (parts.length === 1) return text;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="keep-together">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
