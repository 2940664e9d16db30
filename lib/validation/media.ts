import { MEDIA_ALT_MAX } from '../media';
import { z } from './zod';

/** The fields of the media library's forms (upload and edit) that staff type; the file is checked on the server. */
export const MEDIA_FIELDS = ['alt', 'decorative', 'focal_x', 'focal_y'] as const;

export const ALT_REQUIRED = 'Describe the image for people who cannot see it, or tick “Decorative” if it adds nothing to the text around it.';

/** A focal point coordinate: 0 (left or top) to 1 (right or bottom); left empty, the centre. */
const focal = (axis: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? 0.5 : Number(value)))
    .pipe(z.number({ error: `Enter the focal point ${axis} as a number from 0 to 1.` }).min(0, `The focal point ${axis} is a number from 0 to 1.`).max(1, `The focal point ${axis} is a number from 0 to 1.`));

/**
 * Alt text, or the explicit decorative mark: an image is never left without either (the complaint staff tools
 * hear most about alt text is that it is never asked for). A decorative image's alt is stored empty.
 */
export const mediaDetailsSchema = z
  .object({
    alt: z
      .string()
      .trim()
      .max(MEDIA_ALT_MAX, `Keep the alt text to ${MEDIA_ALT_MAX} characters or fewer.`)
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'Write the alt text on one line.'),
    decorative: z.string().optional().transform((value) => value === 'on' || value === 'yes' || value === 'true'),
    focal_x: focal('across'),
    focal_y: focal('down'),
  })
  .superRefine((value, ctx) => {
    if (!value.decorative && value.alt === '') ctx.addIssue({ code: 'custom', path: ['alt'], message: ALT_REQUIRED });
  })
  .transform((value) => ({ alt: value.decorative ? '' : value.alt, decorative: value.decorative, focalX: value.focal_x, focalY: value.focal_y }));

export type MediaDetailsInput = z.infer<typeof mediaDetailsSchema>;
