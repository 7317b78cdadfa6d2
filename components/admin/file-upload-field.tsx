'use client';
import { useId, useRef, useState } from 'react';
import { adminFetch } from '@/lib/api/admin';
import { isApiError } from '@/lib/api/errors';
import type { StaffUploadedFile } from '@/lib/types/staff';

/** The words of one screen's upload field (its messages' `upload` entries), with their values filled. */
export interface UploadTexts {
  tooLarge: (name: string) => string;
  uploading: (name: string) => string;
  uploaded: (file: StaffUploadedFile) => string;
  /** The reason given when the server's answer names none. */
  failed: string;
  notUploaded: (name: string, reason: string) => string;
  hint: string;
  now: (file: string) => string;
}

const fileName = (file: string) => file.split('/').pop() ?? file;

/**
 * A file field that sends the chosen file at once (`POST endpoint?name=…`, the body the file) and
 * says how it went; the form then holds the file's address (`onUploaded`). A file over `maxBytes`
 * is refused before it is sent. While a file uploads the field stays focusable (`aria-disabled`,
 * no file chooser opens): a disabled field would drop focus to <body> (WCAG 2.4.3). Used by the
 * downloads and the financial reports.
 */
export function FileUploadField({
  label,
  current,
  error,
  accept,
  maxBytes,
  endpoint,
  texts,
  onUploaded,
}: {
  label: string;
  /** The file the form holds now (its address), named under the field. */
  current: string;
  error?: string;
  accept: string;
  maxBytes: number;
  endpoint: string;
  texts: UploadTexts;
  onUploaded: (file: StaffUploadedFile) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ busy: boolean; text: string | null; failed: boolean }>({ busy: false, text: null, failed: false });
  const upload = async (file: File | undefined) => {
    if (!file || state.busy) return;
    if (file.size > maxBytes) {
      setState({ busy: false, text: texts.tooLarge(file.name), failed: true });
      return;
    }
    setState({ busy: true, text: texts.uploading(file.name), failed: false });
    try {
      const uploaded = await adminFetch<StaffUploadedFile>(`${endpoint}?name=${encodeURIComponent(file.name)}`, { method: 'POST', body: file });
      onUploaded(uploaded);
      setState({ busy: false, text: texts.uploaded(uploaded), failed: false });
    } catch (e) {
      const reason = isApiError(e) ? (e.fields.file ?? e.message) : texts.failed;
      setState({ busy: false, text: texts.notUploaded(file.name, reason), failed: true });
      if (input.current) input.current.value = '';
    }
  };
  const message = state.failed ? state.text : error;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={input}
        type="file"
        accept={accept}
        aria-disabled={state.busy || undefined}
        onClick={(e) => {
          if (state.busy) e.preventDefault();
        }}
        aria-describedby={`${id}-hint`}
        aria-invalid={message ? true : undefined}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      <div id={`${id}-hint`} className="field__hint">
        {texts.hint} {current ? texts.now(fileName(current)) : null}
      </div>
      {message ? (
        <div className="field__error" role="alert">
          {message}
        </div>
      ) : state.text ? (
        <div className="field__hint" role="status">
          {state.text}
        </div>
      ) : null}
    </div>
  );
}
