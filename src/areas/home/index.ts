export { HomePage } from './pages/home-page';
export { SelectChannelPage } from './pages/select-channel-page';
