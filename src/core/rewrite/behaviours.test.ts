import { describe, expect, it } from 'vitest';
import { TransformRequestSchema } from '../schemas.ts';
import { type BehaviourCase, checkBehaviour } from './check/behaviour-checks.ts';
import { rewriteMessage } from './rewrite.ts';

// What a careful editor keeps and never writes, in our own words (the shared set stays unseen by
// the tests). Kinds: real time limits kept with no false reassurance (t), already-kind messages
// left nearly alone (k), hostility, sarcasm and threats gone (h), profanity gone (p), negations,
// obligations and feelings kept (m), intents that fit or conflict with the message (i).

type Options = [taskType: string, tone: string, intent: string, persona: string];
type Extra = { forbid?: string[]; kind?: boolean; deadline?: boolean };
const EMAIL: Options = ['write-email', 'supportive', 'ask', 'general'];
const behaviour = (id: string, text: string, options: Options, keep: string[], extra: Extra = {}) => {
  const [taskType, tone, intent, persona] = options;
  return { id, text, taskType, tone, intent, persona, keep, ...extra } satisfies BehaviourCase;
};
const deadline = { deadline: true };
const kind = { kind: true };

// biome-ignore format: one behaviour a line reads as a table
const CASES: readonly BehaviourCase[] = [
  behaviour('t01', 'Submit the grant report by noon Friday or the funding lapses.', EMAIL, ['grant report', 'noon', 'Friday', 'fund'], deadline),
  behaviour('t02', 'The pharmacy shuts at 7pm tonight. Pick up my prescription before then.', ['write-email', 'reassuring', 'ask', 'family-adhd'], ['pharmacy', '7 ?pm', 'tonight', 'prescription'], deadline),
  behaviour('t03', 'Ticket sales for the gig close at 10:30 tomorrow. Buy yours now.', ['write-email', 'friendly', 'ask', 'general'], ['10:30', 'tomorrow', 'ticket'], deadline),
  behaviour('t04', 'Following up: the insurance renewal is due 14 March. I still need your signed form.', ['gentle-followup', 'supportive', 'follow-up', 'general'], ['14 March|March 14', 'insurance', 'form'], deadline),
  behaviour('t05', 'From Tuesday the site opens at 7:30. Arrive on time, the gates lock at 7:45.', ['write-email', 'direct', 'update', 'teammate-adhd'], ['Tuesday', '7:30', '7:45'], deadline),
  behaviour('t06', 'Your bike is chained to the fire exit and the inspector arrives in 20 minutes. Move it.', ['write-email', 'direct', 'ask', 'general'], ['fire exit', '20 minutes', 'inspector', 'move'], deadline),
  behaviour('t07', '- order cake for Ravi before Wed\n- car MOT (due 12 Nov)\n- email Jo about the lease', ['compose-from-notes', 'supportive', 'update', 'general'], ['cake', 'Ravi', 'Wed', '12 Nov', 'MOT', 'Jo', 'lease'], deadline),
  behaviour('t08', 'I need the payroll numbers by 4pm today, the bank run is at 5.', EMAIL, ['payroll', '4 ?pm', 'today', '\\b5\\b'], deadline),
  behaviour('t09', 'Can we meet Monday at 11:15 to sign the contract? The offer expires at noon.', ['schedule-meeting', 'supportive', 'ask', 'general'], ['Monday', '11:15', 'contract', 'noon'], deadline),
  behaviour('t10', 'Return the library laptop by Thursday, after that they charge £5 a day.', ['write-email', 'reassuring', 'ask', 'neurodivergent-client'], ['laptop', 'Thursday', '£5'], deadline),
  behaviour('k01', 'Thanks so much for feeding the cat while I was away!', ['write-email', 'friendly', 'update', 'friend-executive'], ['cat', 'away|while'], kind),
  behaviour('k02', 'Could Wednesday at 3 work for a chat about the garden plans? Totally fine if not.', ['schedule-meeting', 'supportive', 'ask', 'general'], ['Wednesday', '\\b3\\b', 'garden'], kind),
  behaviour('k03', "Here are the photos from Saturday's hike: https://photos.example.org/a/77. Hope you like them!", ['write-email', 'supportive', 'update', 'general'], ['https://photos\\.example\\.org/a/77', 'photos'], kind),
  behaviour('k04', "I'm about ten minutes late, order me a coffee please!", ['write-email', 'supportive', 'update', 'friend-executive'], ['ten minutes|10 minutes', 'coffee'], kind),
  behaviour('k05', 'Lovely work on the slides today, the client really liked them.', ['write-email', 'supportive', 'update', 'teammate-adhd'], ['slides', 'client'], kind),
  behaviour('k06', 'Good luck with the interview tomorrow, you will be great.', ['write-email', 'friendly', 'update', 'family-adhd'], ['interview', 'tomorrow'], kind),
  behaviour('k07', 'When you have a moment, could you share the recipe for that soup?', EMAIL, ['recipe', 'soup'], kind),
  behaviour('h01', "Could you stop being so useless for once and hang the washing out? It's been in the machine since Friday.", ['write-email', 'supportive', 'ask', 'family-adhd'], ['washing', 'Friday'], { forbid: ['useless', 'for once'] }),
  behaviour('h02', 'Really? You missed the supplier meeting AGAIN. Rebook it with Tomasz for Monday.', ['write-email', 'direct', 'ask', 'general'], ['Tomasz', 'Monday', 'rebook|book|meeting'], { forbid: ['really\\?', '\\bagain\\b'], deadline: true }),
  behaviour('h03', 'Nobody on this team ever reads anything. Who signed off the holiday calendar?', ['write-email', 'supportive', 'ask', 'teammate-adhd'], ['holiday calendar|calendar'], { forbid: ['nobody', 'ever reads'] }),
  behaviour('h04', "I can't believe I'm saying this twice. Receipts go in the finance folder, not on your desk.", EMAIL, ['receipts', 'finance folder|folder'], { forbid: ["can't believe", 'saying this twice'] }),
  behaviour('h05', "You're hopeless with dates. The gas bill of $140 is overdue.", ['write-email', 'supportive', 'ask', 'family-adhd'], ['gas', '\\$140'], { forbid: ['hopeless'] }),
  behaviour('h06', "Don't even think about joining the call if you haven't tested the demo.", ['write-email', 'supportive', 'ask', 'teammate-adhd'], ['call', 'demo'], { forbid: ["don't even think"] }),
  behaviour('h07', 'Oh great, another broken build. Thanks a lot for that. Can you revert commit 4f2a?', EMAIL, ['revert', '4f2a'], { forbid: ['oh great', 'thanks a lot for that'] }),
  behaviour('h08', 'Answer my texts or I will stop covering for you with Mum.', ['write-email', 'supportive', 'ask', 'family-adhd'], ['text'], { forbid: ['or i will', 'stop covering'] }),
  behaviour('h09', "Sign the lease renewal by the 30th or I'm reporting you to the letting agency.", EMAIL, ['lease renewal', '30th'], { forbid: ['reporting you', '\\bor i\\b'], deadline: true }),
  behaviour('h10', 'Can you stop wasting my time? Send the signed quote by Thursday.', EMAIL, ['quote', 'Thursday', 'send'], { forbid: ['wasting my time'], deadline: true }),
  behaviour('h11', 'As I already explained, the car park closes at 8pm on Sundays.', ['write-email', 'supportive', 'update', 'general'], ['car park', '8 ?pm', 'Sundays'], { forbid: ['already explained'], deadline: true }),
  behaviour('h12', "Put the bins out on Tuesday night. Don't make me remind you twice.", ['write-email', 'supportive', 'ask', 'family-adhd'], ['bins', 'Tuesday'], { forbid: ['make me', 'twice'], deadline: true }),
  behaviour('h13', 'You were meant to return the hire car on Sunday!!', EMAIL, ['hire car', 'Sunday', 'return|back'], { forbid: ['were meant to', '!!'], deadline: true }),
  behaviour('h14', 'You ordered the wrong cable again. Order the longer one before Friday.', EMAIL, ['cable', 'longer', 'Friday'], { forbid: ['\\bone\\b', '\\bagain\\b'], deadline: true }),
  behaviour('m09', "I'm worried sick about the boiler, the engineer comes at 10.", ['write-email', 'supportive', 'update', 'family-adhd'], ['boiler', 'engineer', '\\b10\\b'], { forbid: ['\\bsick\\b'], deadline: true }),
  behaviour('h15', "I've already told you the fire drill moved to 11:30 on Wednesday.", ['write-email', 'supportive', 'update', 'general'], ['fire drill', '11:30', 'Wednesday'], { forbid: ['told you', 'already'], deadline: true }),
  behaviour('i07', 'No way am I driving to the airport at 5am again. Book a taxi.', ['write-email', 'supportive', 'say-no', 'friend-executive'], ['airport', '5 ?am', 'taxi'], { forbid: ['\\byes\\b'] }),
  behaviour('p01', 'Who the hell ate my lunch? I need it before the 1pm shift.', EMAIL, ['lunch', '1 ?pm'], { forbid: ['\\bhell\\b'], deadline: true }),
  behaviour('p02', 'The damn bus broke down again. Can you get me from the library at 5?', ['write-email', 'supportive', 'ask', 'family-adhd'], ['library', '\\b5\\b', 'get|pick'], { forbid: ['damn'], deadline: true }),
  behaviour('p03', 'This crappy printer jammed again. Can you email me the slides instead?', EMAIL, ['printer', 'slides'], { forbid: ['crap'] }),
  behaviour('p04', 'Stop being an idiot and give me back my charger.', ['write-email', 'supportive', 'ask', 'friend-executive'], ['charger'], { forbid: ['idiot'] }),
  behaviour('p05', 'What the fuck happened to the shared drive? I need the budget file.', EMAIL, ['shared drive|drive', 'budget'], { forbid: ['\\bfuck'] }),
  behaviour('h16', 'Stop wasting our time and just tell me: is the van booked for the 9th or not?', EMAIL, ['van', '9th', 'booked'], { forbid: ['wasting', 'or not', 'tell me'] }),
  behaviour('h17', "If the keys aren't back on the hook by 6pm, there will be trouble.", ['write-email', 'supportive', 'ask', 'family-adhd'], ['keys', 'hook', '6 ?pm'], { forbid: ['trouble', "aren't"], deadline: true }),
  behaviour('h18', "Unless the deposit is paid by Monday, you'll regret it.", ['write-email', 'friendly', 'ask', 'general'], ['deposit', 'paid|pay', 'Monday'], { forbid: ['regret', 'unless'], deadline: true }),
  behaviour('h19', 'Your spreadsheet makes no sense whatsoever. Which column holds the totals?', EMAIL, ['column', 'totals'], { forbid: ['no sense', 'whatsoever'] }),
  behaviour('h20', "You're late every single week and I'm sick of making excuses for you. The team call starts at 9:30.", ['write-email', 'supportive', 'update', 'teammate-adhd'], ['team call|call', '9:30'], { forbid: ['every single', 'sick of', 'excuses'], deadline: true }),
  behaviour('h21', 'Nobody cares about your excuses. Send the timesheet by Friday.', ['write-email', 'direct', 'ask', 'general'], ['timesheet', 'Friday', 'send'], { forbid: ['excuses', 'nobody'], deadline: true }),
  behaviour('h22', "I'm done chasing you for this. The form goes to the council on the 15th.", EMAIL, ['form', 'council', '15th'], { forbid: ['done chasing', 'chasing'], deadline: true }),
  behaviour('h23', 'Honestly, I cannot believe you messed up the supplier call. Send them an apology today.', EMAIL, ['apology', 'today', 'send'], { forbid: ['supplier call an', 'messed up', 'cannot believe'], deadline: true }),
  behaviour('h24', 'Thanks for nothing. I ended up packing the whole van on my own.', ['write-email', 'supportive', 'update', 'general'], ['van', 'packing|packed'], { forbid: ['for nothing'] }),
  behaviour('h25', 'You never listen. You said you would feed the dog and then forgot. The vet is at 4:45 on Monday.', ['write-email', 'supportive', 'update', 'family-adhd'], ['vet', '4:45', 'Monday'], { forbid: ['never listen'], deadline: true }),
  behaviour('h26', 'Grow up. The rota for the Christmas shifts goes out on the 2nd.', ['write-email', 'supportive', 'update', 'teammate-adhd'], ['rota', 'Christmas', '2nd'], { forbid: ['grow up'], deadline: true }),
  behaviour('h27', "I'm so furious right now I can't even talk to you. We'll sort out the phone bill on Sunday.", ['write-email', 'supportive', 'update', 'family-adhd'], ['phone bill', 'Sunday'], { forbid: ['furious', "can't (even )?talk"] }),
  behaviour('h28', "I don't get why this is so difficult for you. Just hang your coat on the hook.", ['write-email', 'supportive', 'ask', 'family-adhd'], ['coat', 'hook'], { forbid: ["don't get why", 'difficult for you'] }),
  behaviour('h29', 'Why is the shared folder still empty?? What is going on? Upload the scans by noon.', EMAIL, ['scans', 'noon', 'upload'], { forbid: ['what is going on'], deadline: true }),
  behaviour('i08', "No, I won't cover your paper round again after last month.", ['write-email', 'supportive', 'say-no', 'friend-executive'], ["won't|can't|cannot|not able|unable", 'paper round'], { forbid: ['\\byes\\b', 'talk about this'] }),
  behaviour('h30', "I shouldn't have to explain this again, but the recycling goes out on Thursday.", ['write-email', 'supportive', 'update', 'family-adhd'], ['recycling', 'Thursday'], { forbid: ["shouldn't have to", 'explain'] }),
  behaviour('h31', 'For the last time, the wifi password is on the fridge. Stop texting me about it.', ['write-email', 'supportive', 'update', 'family-adhd'], ['wifi password|password', 'fridge'], { forbid: ['last time'] }),
  behaviour('h32', 'No offence, but your draft was dreadful. Trim it to two pages before the review on the 8th.', ['write-email', 'supportive', 'ask', 'manager-rsd'], ['two pages', '8th', 'draft'], { forbid: ['offence', 'dreadful'], deadline: true }),
  behaviour('h33', 'You better bring the tent back by Sunday or else.', ['write-email', 'supportive', 'ask', 'friend-executive'], ['tent', 'Sunday'], { forbid: ['or else', 'better'], deadline: true }),
  behaviour('h34', "Don't you dare miss the school play again. It starts at 6:15.", ['write-email', 'supportive', 'ask', 'family-adhd'], ['school play|play', '6:15', "don't|do not|not"], { forbid: ['dare', 'again'], deadline: true }),
  behaviour('h35', "It isn't brain surgery. File the invoices by supplier name.", ['write-email', 'supportive', 'ask', 'teammate-adhd'], ['invoices', 'supplier'], { forbid: ['brain surgery'] }),
  behaviour('h36', 'Must I do everything around here? Somebody has to order the printer ink by Wednesday.', EMAIL, ['printer ink|ink', 'Wednesday'], { forbid: ['everything around here'], deadline: true }),
  behaviour('h37', 'WHY IS THE STOCKROOM STILL LOCKED? I NEED THE SPARE MONITORS BY 3PM!!!', EMAIL, ['stockroom|monitors', '3 ?pm'], { forbid: ['!!'], deadline: true }),
  behaviour('h38', 'Lol you left your keys in the door again, typical. Anyway, are you home for dinner at 7?', ['write-email', 'friendly', 'ask', 'friend-executive'], ['dinner', '\\b7\\b'], { forbid: ['anyway', 'typical'] }),
  behaviour('k11', 'This recipe is not hard, it just needs an hour in the oven at 180 degrees.', ['write-email', 'friendly', 'update', 'general'], ['recipe', 'not hard', 'hour', '180'], kind),
  behaviour('h39', "Don't borrow my bike without asking. I mean it.", ['write-email', 'supportive', 'ask', 'family-adhd'], ['bike', 'asking', "don't|do not|not"], { forbid: ['mean it'] }),
  behaviour('h40', 'Call the landlord at 10. Get it right this time.', ['write-email', 'friendly', 'ask', 'general'], ['landlord', '\\b10\\b'], { forbid: ['this time'], deadline: true }),
  behaviour('h41', 'Unbelievable. You left the freezer door open again. Everything in it has thawed.', ['write-email', 'supportive', 'update', 'family-adhd'], ['freezer', 'thawed'], { forbid: ['unbelievable', '\\bagain\\b'] }),
  behaviour('k12', "Logging off for the evening. Don't ring me unless the server is on fire.", ['step-away-notice', 'supportive', 'update', 'teammate-adhd'], ['logging off|evening', 'server', 'fire', "don't|do not|not"]),
  behaviour('t11', 'book dentist for tues, renew passport before june, pick up dry cleaning', ['compose-from-notes', 'supportive', 'update', 'general'], ['dentist', 'passport', 'june', 'dry cleaning', '\\?'], { forbid: ['^\\d\\. '], deadline: true }),
  behaviour('p06', 'Holy shit, the venue wants a $900 deposit. We need to decide by Tuesday.', ['write-email', 'supportive', 'update', 'general'], ['venue', '\\$900', 'deposit', 'Tuesday'], { forbid: ['holy', 'shit', 'nonsense'], deadline: true }),
  behaviour('p07', 'This bloody kettle broke again. Can you grab a new one on your way home?', ['write-email', 'friendly', 'ask', 'family-adhd'], ['kettle', 'broke', 'new one'], { forbid: ['bloody'] }),
  behaviour('m11', "Sorry, I have to skip the gym tonight, I'm wiped out and unwell.", ['write-email', 'supportive', 'apologize', 'friend-executive'], ['gym', 'tonight', 'unwell'], kind),
  behaviour('m12', 'Your dad and I are anxious about the exam results. Ring us when you get them.', ['write-email', 'supportive', 'ask', 'family-adhd'], ['dad', 'exam results', 'ring|call'], { forbid: ['\\bagain\\b'] }),
  behaviour('h42', 'How many times do I have to remind you to take your keys when you go out?', ['write-email', 'supportive', 'ask', 'family-adhd'], ['take your keys|keys', 'go out'], { forbid: ['how many times', 'remind you', 'talk about this'] }),
  behaviour('h43', "I'm not your cleaner. Wash your own mugs before the weekend.", ['write-email', 'supportive', 'ask', 'teammate-adhd'], ['mugs', 'weekend', 'wash'], { forbid: ['cleaner'], deadline: true }),
  behaviour('h44', 'Wonderful, another invoice with the wrong VAT number. Reissue it with number GB123 today.', ['write-email', 'direct', 'ask', 'general'], ['reissue', 'GB123', 'today'], { forbid: ['wonderful'], deadline: true }),
  behaviour('h45', 'Please, for crying out loud, stop parking across the driveway.', ['write-email', 'friendly', 'ask', 'family-adhd'], ['parking|park', 'driveway', 'stop'], { forbid: ['crying out loud', 'please,'] }),
  behaviour('h46', 'You really need to grow up. The deposit for the flat is £750 and it is due on the 1st.', ['write-email', 'supportive', 'update', 'friend-executive'], ['deposit', '£750', '1st'], { forbid: ['grow up'], deadline: true }),
  behaviour('k13', 'Morning Jess,\nThe plumber is coming at 11 on Thursday. Could you let him in?\nThanks,\nOwen', ['write-email', 'supportive', 'ask', 'general'], ['Morning Jess,', 'Thanks,\\nOwen$', '11', 'Thursday'], kind),
  behaviour('h47', "You're never on time with your figures, which holds the whole board pack up. Send the sales numbers by noon.", ['write-email', 'supportive', 'ask', 'teammate-adhd'], ['sales numbers', 'noon', 'send'], { forbid: ['never on time', 'holds the whole'], deadline: true }),
  behaviour('h48', 'Honestly, how difficult is it to rinse the blender after using it?', ['write-email', 'supportive', 'ask', 'family-adhd'], ['rinse', 'blender'], { forbid: ['difficult', 'honestly', 'talk about this'] }),
  behaviour('h49', 'Quit making excuses and book the venue for the 18th.', ['write-email', 'supportive', 'ask', 'general'], ['book', 'venue', '18th'], { forbid: ['excuses'], deadline: true }),
  behaviour('h50', "I don't have time for this. Just answer me: is the van free on Saturday?", ['write-email', 'supportive', 'ask', 'friend-executive'], ['van', 'Saturday'], { forbid: ['time for this', 'answer me'] }),
  behaviour('h51', 'This is the most useless train company I have ever dealt with. Where is my refund of £42?', ['write-email', 'direct', 'ask', 'general'], ['refund', '£42'], { forbid: ['useless'] }),
  behaviour('h52', "If you haven't packed your bag by 8, don't bother coming on the trip.", ['write-email', 'friendly', 'ask', 'family-adhd'], ['pack', 'bag', '\\b8\\b'], { forbid: ['bother', 'packed'], deadline: true }),
  behaviour('h53', 'For the last time, do not leave bikes in the hallway.', ['write-email', 'supportive', 'ask', 'general'], ['bikes', 'hallway', "don't|do not"], { forbid: ['last time'] }),
  behaviour('h54', 'How many times do I have to tell you not to leave the iron on?', ['write-email', 'direct', 'ask', 'family-adhd'], ['iron', "don't|do not|not"], { forbid: ['how many times', 'talk about this'] }),
  behaviour('h55', 'How many times must I remind you that the car insurance renews on 3 March?', ['write-email', 'supportive', 'update', 'general'], ['car insurance', '3 March|March 3', 'renews'], { forbid: ['remind you', 'how many times', 'following up on'], deadline: true }),
  behaviour('h56', 'You NEVER check the calendar!! The dentist is at 4:20 on Friday. Stop getting the dates wrong all the time.', ['write-email', 'supportive', 'update', 'family-adhd'], ['dentist', '4:20', 'Friday'], { forbid: ['never', 'getting the dates wrong'], deadline: true }),
  behaviour('h57', 'Who said you could borrow my laptop? Put it back on my desk by 5.', ['write-email', 'supportive', 'ask', 'teammate-adhd'], ['laptop|it', 'desk', '\\b5\\b'], { forbid: ['who said'], deadline: true }),
  behaviour('h58', "What part of 'shoes off indoors' don't you get?", ['write-email', 'supportive', 'update', 'family-adhd'], ['shoes off indoors'], { forbid: ["don't you get", 'what part'] }),
  behaviour('h59', "I don't care what your reason is, the keys go back on the hook by 10pm.", ['write-email', 'direct', 'update', 'general'], ['keys', 'hook', '10 ?pm'], { forbid: ["don't care", 'reason'], deadline: true }),
  behaviour('k19', "Could you come and pick me up from the station at 6? Thanks!", ['write-email', 'friendly', 'ask', 'friend-executive'], ['come and pick me up', 'station', '\\b6\\b'], kind),
  behaviour('h60', "Hello?? Did you see my note about the gutters? The roofer needs an answer by Thursday noon.", ['gentle-followup', 'supportive', 'follow-up', 'general'], ['gutters', 'roofer', 'Thursday', 'noon'], { forbid: ['hello'], deadline: true }),
  behaviour('h61', "Can't make Tuesday. Suggest another slot or forget it.", ['schedule-meeting', 'friendly', 'ask', 'general'], ['Tuesday', 'another slot|slot'], { forbid: ['forget it'] }),
  behaviour('k20', 'Popping out for a haircut, back at 2. Ping Leo if the printer jams.', ['step-away-notice', 'supportive', 'update', 'teammate-adhd'], ['haircut', 'back at 2', 'Leo'], { kind: true, forbid: ['could you back', 'can you back'] }),
  behaviour('i09', "I'm sorry I missed your leaving drinks. I feel terrible. Can I buy you lunch next week?", ['write-email', 'supportive', 'apologize', 'friend-executive'], ['sorry', 'leaving drinks', 'feel terrible', 'lunch'], kind),
  behaviour('h62', 'Listen, I know you have a lot on, but so do the rest of us. The Harbour Road invoice (£1,150) is three weeks late. Pay it by Friday.', ['write-email', 'direct', 'ask', 'general'], ['Harbour Road', '£1,150', 'Friday', 'pay'], { forbid: ['please listen', 'could you listen'], deadline: true }),
  behaviour('h63', 'Just so we are clear, the storeroom key stays at reception overnight.', ['write-email', 'supportive', 'update', 'teammate-adhd'], ['storeroom key|key', 'reception', 'overnight'], { forbid: ['so we are clear'] }),
  behaviour('m13', "Thanks for the review, but honestly it read like a takedown. Could we go through it on Monday?", ['write-email', 'supportive', 'ask', 'manager-rsd'], ['review', 'takedown', 'Monday'], { forbid: ['honestly'] }),
  behaviour('m14', "I'm disappointed with how the launch went. Let's meet at 10 tomorrow to look at what happened.", ['write-email', 'supportive', 'update', 'teammate-adhd'], ['launch', '\\b10\\b', 'tomorrow'], { forbid: ['sorry', 'apolog'] }),
  behaviour('k21', 'Everyone,\nThe lifts are being serviced on Saturday, so please use the stairs.\nFacilities', ['write-email', 'supportive', 'update', 'general'], ['^Everyone,', 'lifts', 'Saturday', 'Facilities$'], kind),
  behaviour('h64', 'The landlord wants the inventory back TODAY. Why is this taking so long?', EMAIL, ['landlord', 'inventory', 'today'], { forbid: ['taking so long'], deadline: true }),
  behaviour('h65', 'Please reply soon. This is the fourth message I have sent about the broken shower.', ['gentle-followup', 'supportive', 'follow-up', 'general'], ['broken shower|shower'], { forbid: ['fourth message'] }),
  behaviour('h66', 'Need a decision NOW: are we taking the 8:40 train or not?', ['write-email', 'supportive', 'ask', 'friend-executive'], ['decision', '8:40', 'train'], { forbid: ['you need', 'or not'] }),
  behaviour('p08', "Shift your stupid van, it's blocking the loading bay.", ['write-email', 'friendly', 'ask', 'general'], ['van', 'loading bay', 'shift|move'], { forbid: ['stupid'] }),
  behaviour('p09', 'You useless idiot, the parcel went to the wrong flat. Ring the courier today.', ['write-email', 'supportive', 'ask', 'general'], ['courier', 'today'], { forbid: ['idiot', 'useless'], deadline: true }),
  behaviour('k08', "No worries if you can't make it, we'll save you a slice of cake.", ['write-email', 'friendly', 'update', 'general'], ['no worries', 'slice of cake', "can't make it"], kind),
  behaviour('k09', "If you get stuck on the form, I'm around until 5.", ['write-email', 'supportive', 'update', 'general'], ['stuck', 'form', 'until 5'], kind),
  behaviour('k10', "Not a problem at all, I can swap shifts with you on Thursday.", ['write-email', 'supportive', 'update', 'teammate-adhd'], ['swap shifts', 'Thursday'], kind),
  behaviour('m10', "I'm confused about the new rota. Which shift am I on Tuesday?", EMAIL, ['confused', 'rota', 'Tuesday', 'which shift'], kind),
  behaviour('k14', "If anything about the new parking permits is unclear, just ask.", ['write-email', 'supportive', 'update', 'general'], ['parking permits', 'just ask'], kind),
  behaviour('k15', "Don't forget your swimming kit, the pool session starts at 4.", ['write-email', 'supportive', 'update', 'family-adhd'], ['swimming kit', '\\b4\\b', "don't forget"], kind),
  behaviour('k16', 'We missed you at the quiz night! Hope all is well with you.', ['write-email', 'friendly', 'update', 'friend-executive'], ['quiz night', 'hope all is well'], { kind: true, forbid: ['could you hope', 'can you hope'] }),
  behaviour('k17', "I'm so sorry for your loss. Please tell me if I can help with anything.", ['write-email', 'supportive', 'update', 'general'], ['sorry for your loss', 'help'], kind),
  behaviour('k18', 'Running a few minutes behind, sorry! Go ahead and order for me.', ['write-email', 'friendly', 'update', 'friend-executive'], ['few minutes', 'order'], kind),
  behaviour('k22', "I'm not your line manager, but I'd suggest asking payroll about the bonus.", ['write-email', 'supportive', 'update', 'general'], ['line manager', 'payroll', 'bonus'], kind),
  behaviour('k23', "I'm ill, so I won't be at the stand-up today. Sorry for the short notice.", ['write-email', 'supportive', 'apologize', 'teammate-adhd'], ["i'm ill", 'stand-up', 'today'], kind),
  behaviour('k24', 'Honestly, you were brilliant at the school fair.', ['write-email', 'friendly', 'update', 'family-adhd'], ['honestly', 'brilliant', 'school fair'], kind),
  behaviour('m01', "Don't forward the salary spreadsheet to anyone.", ['write-email', 'direct', 'update', 'teammate-adhd'], ["(\\bnot\\b|n't\\b|\\bno\\b|\\bavoid|hold off|\\bonly\\b)", 'salary', 'spreadsheet']),
  behaviour('m02', 'The neighbours are angry because the party ran past midnight.', ['write-email', 'supportive', 'update', 'family-adhd'], ['neighbours', 'midnight', 'angry|upset|unhappy'], { forbid: ['asking about'] }),
  behaviour('m03', 'You owe the gym £40 in late fees.', EMAIL, ['owe|pay', '£40', 'late fees?'], { forbid: ['later than planned'] }),
  behaviour('m04', 'We have to cancel the trip because the ferry company went bust.', ['write-email', 'supportive', 'update', 'teammate-adhd'], ['cancel', 'trip', 'ferry'], { forbid: ['\\b(may|might|could) (need to )?cancel'] }),
  behaviour('m05', 'Visitors must sign in at reception before going upstairs.', ['write-email', 'supportive', 'update', 'general'], ['sign in', 'reception', 'upstairs'], { forbid: ['\\b(may|might|could)\\b.*sign'] }),
  behaviour('m06', 'Heads up: the venue booked us for 20 guests, not 40.', ['write-email', 'supportive', 'update', 'general'], ['venue', '20', '40']),
  behaviour('m07', 'Never plug the old heater into the kitchen socket, it trips the fuse.', ['write-email', 'supportive', 'update', 'family-adhd'], ["(\\bnot\\b|n't\\b|\\bnever\\b|\\bavoid)", 'heater', 'socket']),
  // The feeling stays; the spec's trigger word "worried" becomes the calmer "uneasy" (no trigger word is left).
  behaviour('m08', "I'm really worried about Dad since his fall.", ['write-email', 'supportive', 'update', 'family-adhd'], ['worried|uneasy', 'Dad', 'fall']),
  behaviour('i01', "I can't babysit on Friday, I'm working late.", ['write-email', 'supportive', 'say-no', 'friend-executive'], ['babysit', 'Friday', "can't|cannot|not able|unable|won't"], { forbid: ['\\byes\\b'], kind: true }),
  behaviour('i02', 'Sorry the parcel is late, the courier lost it. A new one ships today.', ['write-email', 'supportive', 'apologize', 'neurodivergent-client'], ['sorry|apolog', 'parcel', 'today'], kind),
  behaviour('i03', 'Sorry I missed your recital. Can I take you for ice cream on Sunday?', ['write-email', 'supportive', 'apologize', 'family-adhd'], ['sorry|apolog', 'recital', 'Sunday', 'ice cream']),
  behaviour('i04', "No, I won't take the night shift on Saturday. I've done four nights in a row.", ['write-email', 'supportive', 'say-no', 'manager-rsd'], ['Saturday', 'night shift|shift', "won't|can't|cannot|not able|unable"], { forbid: ['\\byes\\b', 'happy to (take|cover)'] }),
  behaviour('i05', 'Please send me your mileage claims by the 30th so I can process them.', ['write-email', 'supportive', 'say-no', 'general'], ['mileage', '30th', 'send'], { forbid: ["\\bi can't\\b", '\\bno\\b'], deadline: true }),
  behaviour('i06', 'Could you water the tomatoes while I am away this weekend?', ['write-email', 'supportive', 'apologize', 'general'], ['water', 'tomatoes', 'weekend'], { forbid: ['sorry', 'apolog'] }),
];

// Cases the offline engine does not pass yet (issue 12 rebuilds it). it.fails keeps the suite
// green while they fail and turns red the day one passes: then take its id out of this list.
// biome-ignore format: ids grouped by kind
const KNOWN_FAILING = new Set<string>([]);

const rewriteOf = (behaviour: BehaviourCase) =>
  rewriteMessage(
    TransformRequestSchema.parse({
      originalMessage: behaviour.text,
      taskType: behaviour.taskType,
      tone: behaviour.tone,
      intent: behaviour.intent,
      persona: behaviour.persona,
    }),
  ).generatedMessage;

describe('the offline rewriter behaves like a careful editor', () => {
  it('has 40+ cases with unique ids', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CASES.map((behaviour) => behaviour.id)).size).toBe(CASES.length);
  });

  for (const behaviour of CASES) {
    const run = KNOWN_FAILING.has(behaviour.id) ? it.fails : it;
    run(`${behaviour.id}: ${behaviour.text.split('\n')[0]}`, () => {
      const rewrite = rewriteOf(behaviour);
      expect(checkBehaviour(behaviour, rewrite), rewrite).toEqual([]);
    });
  }
});
