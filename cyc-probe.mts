import { parseDependencyTree, parseCircular } from 'dpdm';
const t0 = Date.now();
const tree = await parseDependencyTree(['src/**/*.{ts,tsx}', 'server/**/*.ts'], { context: process.cwd(), tsconfig: 'tsconfig.json', transform: false, exclude: /node_modules|\.test\.tsx?$|\.spec\.ts$/ });
console.log(Object.keys(tree).length, parseCircular(tree).length, Date.now() - t0, process.cpuUsage().user/1000);
