import type { TechnologyGroup } from './types';

/**
 * Home technologies section: four tabs, eight tools each (Front-end is the default tab).
 * `icon` is a simple-icons export name; AWS, Microsoft Azure and Java have no icon in
 * simple-icons 16, so they are listed without one and render as a monogram.
 */
export const technologyGroups: TechnologyGroup[] = [
  {
    id: 'front-end',
    label: 'Front-end',
    items: [
      { name: 'React', icon: 'siReact' },
      { name: 'Next.js', icon: 'siNextdotjs' },
      { name: 'TypeScript', icon: 'siTypescript' },
      { name: 'JavaScript', icon: 'siJavascript' },
      { name: 'Vue.js', icon: 'siVuedotjs' },
      { name: 'Angular', icon: 'siAngular' },
      { name: 'Svelte', icon: 'siSvelte' },
      { name: 'Tailwind CSS', icon: 'siTailwindcss' },
    ],
  },
  {
    id: 'back-end',
    label: 'Back-end',
    items: [
      { name: 'Node.js', icon: 'siNodedotjs' },
      { name: 'Python', icon: 'siPython' },
      { name: 'Django', icon: 'siDjango' },
      { name: 'FastAPI', icon: 'siFastapi' },
      { name: 'PHP', icon: 'siPhp' },
      { name: 'Laravel', icon: 'siLaravel' },
      { name: 'Java' },
      { name: 'PostgreSQL', icon: 'siPostgresql' },
    ],
  },
  {
    id: 'mobile',
    label: 'Mobile',
    items: [
      { name: 'Flutter', icon: 'siFlutter' },
      { name: 'React Native', icon: 'siReact' },
      { name: 'Swift', icon: 'siSwift' },
      { name: 'Kotlin', icon: 'siKotlin' },
      { name: 'Dart', icon: 'siDart' },
      { name: 'Expo', icon: 'siExpo' },
      { name: 'Android', icon: 'siAndroid' },
      { name: 'iOS', icon: 'siIos' },
    ],
  },
  {
    id: 'cloud',
    label: 'Cloud',
    items: [
      { name: 'AWS' },
      { name: 'Microsoft Azure' },
      { name: 'Google Cloud', icon: 'siGooglecloud' },
      { name: 'Docker', icon: 'siDocker' },
      { name: 'Kubernetes', icon: 'siKubernetes' },
      { name: 'Terraform', icon: 'siTerraform' },
      { name: 'GitHub Actions', icon: 'siGithubactions' },
      { name: 'Cloudflare', icon: 'siCloudflare' },
    ],
  },
];
