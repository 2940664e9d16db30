// The logos the site can show beside a tool's name (components/ui/tech-icon.tsx): simple-icons export names, each
// built into a static SVG at /icons/<name>.svg (app/icons/[name]/route.ts builds exactly these). A tool in the
// studio (the home page's technologies, a service's tech stack) may name one of them, or none for its initials.
// Kept as a list rather than read from simple-icons, which is too large for the editor's bundle;
// test/unit/content/tech-icons.test.ts checks that each exists in simple-icons and that the modules use no other.

export const TECH_ICONS = [
  // the content modules' tools
  'siAndroid', 'siAngular', 'siApacheairflow', 'siApachekafka', 'siApachespark', 'siApachesuperset', 'siArgo', 'siBlender',
  'siCinema4d', 'siCloudflare', 'siDart', 'siDatabricks', 'siDjango', 'siDocker', 'siDuckdb', 'siExpo', 'siFastapi',
  'siFastlane', 'siFigma', 'siFirebase', 'siFlutter', 'siFramer', 'siGithubactions', 'siGitlab', 'siGoogleanalytics',
  'siGooglebigquery', 'siGooglecloud', 'siGrafana', 'siHelm', 'siHotjar', 'siHuggingface', 'siIos', 'siJavascript',
  'siJetpackcompose', 'siJupyter', 'siKotlin', 'siKubernetes', 'siLangchain', 'siLaravel', 'siLottiefiles', 'siMaze',
  'siMetabase', 'siMiro', 'siMlflow', 'siNextdotjs', 'siNodedotjs', 'siNotion', 'siPandas', 'siPhp', 'siPostgresql',
  'siPrometheus', 'siPython', 'siPytorch', 'siQdrant', 'siReact', 'siScikitlearn', 'siSentry', 'siShopify', 'siSketch',
  'siSnowflake', 'siStorybook', 'siStrapi', 'siSvelte', 'siSwift', 'siTailwindcss', 'siTensorflow', 'siTerraform',
  'siTypescript', 'siVercel', 'siVuedotjs', 'siWordpress',
  // other common tools staff may add
  'siAstro', 'siBootstrap', 'siCypress', 'siDotnet', 'siDrupal', 'siElasticsearch', 'siExpress', 'siGit', 'siGithub',
  'siGo', 'siGraphql', 'siIonic', 'siJest', 'siLinux', 'siMongodb', 'siMysql', 'siNestjs', 'siNetlify', 'siNginx',
  'siPrisma', 'siRabbitmq', 'siRedis', 'siRedux', 'siRemix', 'siRuby', 'siRubyonrails', 'siRust', 'siSass', 'siSpring',
  'siSqlite', 'siStripe', 'siSupabase', 'siUnity', 'siVite', 'siWebflow', 'siWebpack', 'siWoocommerce',
] as const;

const known = new Set<string>(TECH_ICONS);

export const isTechIcon = (name: string): boolean => known.has(name);
