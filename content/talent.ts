import type { Talent } from './types';

const person = (name: string, position: string): Talent => ({
  name,
  position,
  image: {
    src: `/media/talent/${name.toLowerCase()}.webp`,
    width: 480,
    height: 560,
    alt: `Illustrated portrait of ${name}, ${position}`,
  },
});

/** Home talent carousel and About 'Meet Our Talent': eleven people, first names only. */
export const talent: Talent[] = [
  person('Aarav', 'Creative Director'),
  person('Priya', 'Full-stack Engineer'),
  person('Rohan', 'Brand Designer'),
  person('Meera', 'ML Engineer'),
  person('Kabir', 'DevOps Engineer'),
  person('Ananya', 'UI/UX Designer'),
  person('Vikram', 'Project Manager'),
  person('Isha', 'Mobile Developer'),
  person('Daniel', 'Data Engineer'),
  person('Sofia', 'Content Strategist'),
  person('Arjun', 'QA Lead'),
];
