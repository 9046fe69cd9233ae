import { buildMessageModel } from './src/core/rewrite/understand/message-model.ts';
