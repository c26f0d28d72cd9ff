/**
 * A public widget's docs page (Storybook autodocs: its props from its types, its stories) opens
 * with how a partner embeds it: nothing but `DashboardProvider` around it.
 */
export function usage(name: string, element = `<${name} />`): { docs: { description: { component: string } } } {
  const snippet = [
    `import { DashboardProvider, ${name} } from 'dashboard-kit';`,
    '',
    '<DashboardProvider config={config} getAccessToken={getAccessToken}>',
    `  ${element}`,
    '</DashboardProvider>',
  ].join('\n');
  return { docs: { description: { component: `From the \`dashboard-kit\` package; it needs only \`DashboardProvider\` around it (see the package's README for the provider's options).\n\n\`\`\`tsx\n${snippet}\n\`\`\`` } } };
}
