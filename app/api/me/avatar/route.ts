import { setAvatar } from '@/lib/server/accounts';
import { requireUser } from '@/lib/server/auth/session';
import { storeAvatar } from '@/lib/server/avatars';
import { HttpError } from '@/lib/server/http/errors';
import { handler, json } from '@/lib/server/http/handler';
import { translator } from '@/lib/server/i18n';
import { readUpload } from '@/lib/server/uploads';
import { AVATAR_MAX_BYTES } from '@/lib/validations/profile';

/**
 * POST /api/me/avatar with the image itself as the body (Content-Type image/png, image/jpeg,
 * image/webp or image/gif): ≤ 2 MB (else 413), an image type (else 415), a decodable image
 * (else 422). Answers 200 with the updated user.
 */
export const POST = handler({}, async ({ req, locale }) => {
  const user = await requireUser(req);
  const t = translator(locale, 'Profile');
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!type.startsWith('image/')) throw new HttpError(415, 'unsupported_image_type', 'invalidInput', { file: t('avatarType') });
  let bytes: Buffer;
  try {
    bytes = await readUpload(req.body, Number(req.headers.get('content-length') ?? '0'), AVATAR_MAX_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, error.code, 'tooLarge', { file: t('avatarTooLarge') });
    throw error;
  }
  const id = await storeAvatar(bytes, { invalid: t('avatarInvalid'), type: t('avatarType') });
  return json(await setAvatar(user, id), { private: true });
});
