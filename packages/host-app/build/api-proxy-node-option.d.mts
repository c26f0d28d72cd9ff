export const API_PROXY_NODE_OPTION: string;

export function withApiProxyNodeOption(nodeOptions: string | undefined): string;
