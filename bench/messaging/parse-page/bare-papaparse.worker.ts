import Papa from 'papaparse';

// The baseline: papaparse's plain parse of the whole file in a worker, nothing else.
const scope = self as unknown as { onmessage: ((event: MessageEvent<File>) => void) | null; postMessage(rows: number): void };

scope.onmessage = (event) => {
  Papa.parse<string[], File>(event.data, { complete: (result) => scope.postMessage(result.data.length) });
};
