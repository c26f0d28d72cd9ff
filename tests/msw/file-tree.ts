import { http, HttpResponse } from 'msw';
import { TEST_API_URL } from './fixtures';

/** A small folder tree for the file browser's component tests and stories. */
const TREE: Record<string, { name: string; type: 'file' | 'directory'; size?: number; modified_at?: string }[]> = {
  '': [
    { name: 'forecasts', type: 'directory' },
    { name: 'README.txt', type: 'file', size: 45, modified_at: '2026-11-01T06:00:00Z' },
    { name: 'empty-folder', type: 'directory' },
  ],
  forecasts: [
    { name: 'ept2', type: 'directory' },
    { name: 'run.zarr', type: 'directory' },
  ],
  'forecasts/ept2': [
    { name: 'file10.grib2', type: 'file', size: 2048 },
    { name: 'file2.grib2', type: 'file', size: 1024 },
  ],
  'forecasts/run.zarr': [
    { name: 'temperature', type: 'directory' },
    { name: '.zgroup', type: 'file', size: 20 },
  ],
  'empty-folder': [],
};

export const folderRequests: string[] = [];

export const fileTreeHandlers = [
  http.get(`${TEST_API_URL}/v1/files/browse`, ({ request }) => {
    const path = new URL(request.url).searchParams.get('path') ?? '';
    folderRequests.push(path);
    const entries = TREE[path];
    if (!entries) return HttpResponse.json({ message: 'Directory not found' }, { status: 404 });
    return HttpResponse.json({ contents: entries.map((entry) => ({ ...entry, path: path ? `${path}/${entry.name}` : entry.name })) });
  }),
];
