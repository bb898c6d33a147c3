/** The chatbot area: the route table mounts `ChatbotRoutes` at `/chatbot/*`. */
export { ChatbotRoutes } from './routes';
