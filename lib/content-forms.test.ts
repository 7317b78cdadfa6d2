import { z } from 'zod';
import { CONTENT_FORMS, contentFieldNames, emptyContentTexts } from './content-forms';
import { CONTENT_SEGMENTS } from './validations/content';

// The one declaration of each kind's texts against the schema that validates them: the editor's
// form and the server's field list (both read contentFieldNames) name exactly the schema's fields.

describe.each(CONTENT_SEGMENTS)('the %s form', (segment) => {
  const form = CONTENT_FORMS[segment];
  const shape = (form.schema as unknown as z.ZodObject).shape;

  it('names exactly the fields its schema validates, each once', () => {
    const names = contentFieldNames(segment);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(shape).sort());
  });

  it('starts from texts its schema reads, and a required field is refused empty', () => {
    const empty = emptyContentTexts(segment);
    expect(Object.keys(empty).sort()).toEqual(Object.keys(shape).sort());
    for (const field of form.fields.filter((f) => f.required)) {
      expect(z.safeParse(form.schema, empty).error?.issues.some((issue) => issue.path[0] === field.name)).toBe(true);
    }
  });
});
