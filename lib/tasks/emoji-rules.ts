/**
 * Hand-picked emoji for the things people put on a to-do list, in English and Chinese.
 *
 * The first seventeen rules are the product's original keyword groups (email, phone, shopping,
 * writing, review, cleaning, meal, exercise, reading, travel, repair, reminder, urgent, meeting,
 * deadline, health, plan); the rest add the everyday areas people write about most. Words the
 * rules miss fall through to the generated emoji keyword index (see emoji-index.json).
 *
 * English entries are words or short phrases; they are stemmed before matching, so 'walk' also
 * matches 'walking' and 'walks'. Chinese entries match as substrings.
 *
 * `weight`: 3 for a specific thing (a dentist, a dog, a tax return), 2 for a general activity
 * (call, buy, write), 1 for a vague marker (reminder, plan). The heaviest match is shown first.
 * `companion`: an activity clear enough to stand beside a specific thing as a second emoji
 * ("Call the dentist" -> 🦷📞, "Buy milk" -> 🥛🛒).
 */
export interface EmojiRule {
  emoji: string;
  en: readonly string[];
  zh: readonly string[];
  weight: 1 | 2 | 3;
  companion: boolean;
}

const words = (list: string) => list.split("|").filter(Boolean);

const rule = (emoji: string, weight: EmojiRule["weight"], en: string, zh = ""): EmojiRule => ({
  emoji,
  weight,
  en: words(en),
  zh: words(zh),
  companion: false,
});
const companion = (emoji: string, en: string, zh: string): EmojiRule => ({ ...rule(emoji, 2, en, zh), companion: true });

export const EMOJI_RULES: readonly EmojiRule[] = [
  // The original seventeen groups.
  companion("📧", "email|e-mail|inbox|reply|newsletter|emails", "邮件|邮箱|回邮件|回信"),
  companion("📞", "call|ring|dial|voicemail|call back|phone call", "打电话|致电|回电|电话"),
  companion("🛒", "shop|shopping|buy|purchase|supermarket|costco|grocery run", "买|购物|购买|采购|超市|下单|网购"),
  rule("✍️", 2, "write|draft|essay|journal|jot|write up|blog post", "写|撰写|起草|日记|作文"),
  rule("🔍", 2, "review|check|proofread|inspect|audit|look into|research|compare|look up|find", "检查|审核|审阅|校对|调研|研究|查看|查一下|找"),
  rule("🧹", 2, "clean|tidy|sweep|declutter|vacuum|mop|dust|organize|organise|clean out", "打扫|清洁|整理|收拾|扫地|拖地|吸尘|大扫除"),
  rule(
    "🍽️",
    2,
    "meal|dinner|lunch|breakfast|eat|brunch|supper|restaurant|reservation|dinner party",
    "吃饭|午饭|晚饭|早饭|早餐|午餐|晚餐|餐厅|订座|聚餐",
  ),
  rule(
    "🏋️",
    3,
    "exercise|workout|work out|gym|lift|weights|lift weights|weight training|strength|squat|squats|push-up|pushups|crossfit|hiit|abs|plank|core",
    "锻炼|健身|运动|举铁|力量训练|深蹲|俯卧撑|撸铁|平板支撑|健身房",
  ),
  rule("📚", 2, "read|reading", "读书|阅读|看书|读"),
  rule(
    "✈️",
    3,
    "travel|flight|flights|fly|airport|boarding pass|vacation|holiday|plane ticket",
    "旅行|航班|机场|飞机|出差|旅游|登机|度假|机票|飞机票",
  ),
  rule("🔧", 2, "repair|fix|mend|maintenance|plumber|leak|broken|install|handyman|service", "修|修理|维修|修好|安装|水管工|漏水|报修"),
  rule("⏰", 1, "remind|reminder|alarm|wake up|set timer|set an alarm", "提醒|闹钟|起床"),
  rule("🚨", 1, "urgent|emergency", "紧急|急事"),
  rule("🤝", 2, "meeting|meet|sync|standup|stand-up|one-on-one|interview|client|networking", "会议|开会|见面|面试|客户|例会"),
  rule("⏳", 1, "deadline|due|overdue|submit|turn in|hand in", "截止|到期|逾期|提交|上交"),
  rule(
    "💊",
    3,
    "medicine|medication|meds|pill|pills|vitamin|vitamins|prescription|pharmacy|supplement|antibiotics|tablets|refill",
    "吃药|药|维生素|处方|药店|保健品|抗生素",
  ),
  rule("🗓️", 1, "plan|schedule|calendar|agenda|weekly review|book|appointment|appt", "计划|安排|日程|规划|日历|预约"),

  // Health and body.
  rule("🦷", 3, "dentist|dental|teeth|tooth|floss|orthodontist|braces", "牙医|牙|洗牙|看牙|牙齿"),
  rule(
    "🩺",
    3,
    "doctor|checkup|check up|clinic|gp|blood test|physio|physiotherapy|blood pressure|dermatologist",
    "医生|看病|体检|门诊|验血|血压|皮肤科",
  ),
  rule("🏥", 3, "hospital|er|emergency room", "医院|急诊|挂号|复查|住院"),
  rule("👓", 3, "optician|eye exam|eyeglasses|reading glasses|contact lenses|optometrist|eye doctor", "眼镜|验光|眼科|眼保健操"),
  rule("💇", 3, "haircut|hair cut|barber|hairdresser|salon|hair appt|hair appointment", "理发|剪头|剪发|发型|烫发"),
  rule("💧", 2, "water|hydrate|hydration|drink water|glasses of water|water bottle", "喝水|饮水|补水|杯水|喝杯水"),
  rule(
    "🧘",
    3,
    "yoga|meditate|meditation|mindfulness|stretch|stretching|breathe|breathing|breathing exercise|pilates",
    "瑜伽|冥想|拉伸|正念|呼吸|普拉提",
  ),
  rule("🏃", 3, "run|jog|running|jogging|5k|10k|marathon|sprint|treadmill|jump rope|cardio", "跑步|慢跑|马拉松|晨跑|夜跑|跳绳|有氧"),
  rule("🚶", 2, "walk|steps|hike|hiking|stroll|10k steps", "散步|走路|步行|徒步|爬山"),
  rule("🚲", 3, "bike|bicycle|cycle|cycling|spin class|bike ride", "骑车|骑行|自行车|单车|动感单车"),
  rule("🏊", 3, "swim|swimming|pool|laps", "游泳|泳池"),
  rule("⚽", 3, "soccer|football|futsal", "足球|踢球"),
  rule("🏀", 3, "basketball", "篮球|打球"),
  rule("🎾", 3, "tennis|padel|squash", "网球"),
  rule("🏸", 3, "badminton", "羽毛球"),
  rule(
    "⚖️",
    3,
    "weigh|weigh-in|weight|scale|lose weight|calories|calorie|macros|kg|lbs|kilos|pounds|weight loss",
    "称体重|体重|减肥|卡路里|热量|减重|公斤|斤",
  ),
  rule("🥗", 3, "salad|veggies|vegetables|healthy eating|diet|meal plan|protein|healthy lunch", "沙拉|蔬菜|饮食|减脂餐|蛋白质|轻食|主食"),
  rule("🍱", 3, "meal prep|packed lunch|lunches|lunchbox|bento", "备餐|便当|带饭"),
  rule("🍬", 3, "sugar|sweets|candy|dessert|chocolate|snacks", "糖|甜食|零食|奶茶"),
  rule("😴", 3, "sleep|nap|bed early|bedtime|early night", "睡觉|睡眠|午睡|早睡|早点睡"),
  rule("🧠", 2, "therapy|therapist|mental health|counseling|counselling|focus", "心理|咨询|专注"),

  // Home and chores.
  rule(
    "🧺",
    3,
    "laundry|wash clothes|washer|dryer|washing machine|fold clothes|ironing|iron|dry cleaning",
    "洗衣服|洗衣|叠衣服|熨衣服|干洗|晾衣服|洗衣机|晾",
  ),
  rule("👕", 3, "clothes|shirt|shirts|jacket|closet|wardrobe|outfit|suit|dress|jeans|coat", "衣服|衬衫|外套|衣柜|裙子|裤子|西装"),
  rule("👟", 3, "shoes|sneakers|trainers|boots", "鞋|运动鞋|球鞋"),
  rule("🍽️", 3, "dishes|dishwasher|wash up", "洗碗|碗|洗碗机"),
  rule("🗑️", 3, "trash|garbage|rubbish|bins|recycling|take out the bin|shred", "倒垃圾|垃圾|回收"),
  rule("🛏️", 3, "make the bed|sheets|bedding|change sheets", "铺床|床单|换床单|被子"),
  rule("🍳", 3, "cook|cooking|recipe|cook dinner", "做饭|烹饪|煮|下厨|菜谱|做菜"),
  rule("🧁", 3, "bake|baking|cupcakes|cookies|muffins", "烤蛋糕|烘焙|烤饼干"),
  rule("🧊", 3, "fridge|freezer|defrost|thaw", "冰箱|冷冻|解冻|冰块"),
  rule(
    "🪴",
    3,
    "plant|plants|houseplant|garden|gardening|repot|seeds|weeding|herbs|basil|succulents|fertilize|fertilise",
    "浇花|浇水|植物|花园|种花|盆栽|除草|绿萝|多肉|施肥|换盆|花盆|阳台的花",
  ),
  rule("💐", 3, "flowers|bouquet|roses|florist", "鲜花|花束|买花|送花"),
  rule("🌱", 2, "mow|lawn|grass|yard", "草坪|割草|院子"),
  rule(
    "📦",
    3,
    "package|parcel|ship|shipping|return|post office|mail package|delivery|moving house|move house|movers|pack boxes",
    "快递|包裹|寄|退货|邮局|搬家|取件",
  ),
  rule("🔑", 3, "keys|key|locksmith|spare key", "钥匙|配钥匙"),
  rule(
    "🔨",
    3,
    "shelves|shelf|drill|hammer|nails|screws|diy|furniture|ikea|assemble|hang shelves|hang pictures|hang the shelves",
    "钉子|装柜子|组装|家具|宜家",
  ),
  rule("📶", 3, "wifi|wi-fi|router|internet|broadband|isp", "宽带|网络|路由器|断网"),
  rule("💡", 2, "light bulb|lightbulb|bulb|idea|ideas|brainstorm", "灯泡|想法|点子|头脑风暴"),
  rule("🚨", 3, "smoke alarm|smoke detector|fire alarm|carbon monoxide", "烟雾报警器|报警器"),
  rule("🏠", 3, "landlord|lease|house|apartment|home|mortgage|realtor|roof|rent apartment|home insurance", "房东|房子|公寓|租房|家里|买房|屋顶"),

  // Food and shopping.
  rule("🥛", 3, "milk|dairy|yogurt|oat milk", "牛奶|酸奶"),
  rule("🍞", 3, "bread|bakery|toast|bagel|sourdough", "面包|吐司"),
  rule("🥚", 3, "eggs|egg", "鸡蛋"),
  rule("🍎", 3, "fruit|apples|apple", "水果|苹果"),
  rule("🍌", 3, "banana|bananas|banana bread", "香蕉"),
  rule("🍊", 3, "orange|oranges|clementines", "橙子|橘子"),
  rule("🍝", 3, "pasta|spaghetti|lasagna|lasagne|noodles", "意面|面条|意大利面"),
  rule("🍲", 3, "soup|stew|hotpot|hot pot|chili|curry", "火锅|汤|炖|咖喱"),
  rule("🥩", 3, "meat|steak|beef|pork|lamb", "肉|牛排|猪肉|牛肉|红烧肉|羊肉|冻肉"),
  rule("🍗", 3, "chicken|wings", "鸡肉|鸡腿|鸡翅"),
  rule("🍚", 3, "rice", "米饭|大米"),
  rule("🐟", 3, "fish|salmon|tuna|fish tank|aquarium", "鱼|鱼缸|三文鱼"),
  rule("☕", 3, "coffee|latte|espresso|cafe|café|tea", "咖啡|拿铁|喝茶|茶"),
  rule("🍻", 3, "beer|beers|pub|happy hour|drinks after work|wine|cocktails", "喝酒|啤酒|酒吧|红酒"),
  rule("🥦", 3, "groceries|grocery|produce|farmers market", "买菜|菜市场|杂货|食材"),
  rule("🎁", 3, "gift|gifts|present|presents|wrap presents|gift wrap|christmas shopping|donate", "礼物|送礼|包装礼物|捐"),
  rule("🎂", 3, "birthday|bday|cake|birthday cake", "生日|蛋糕"),

  // Money and admin.
  rule("🧾", 3, "tax|taxes|tax return|receipt|receipts|invoice|invoices|expense|expenses|reimbursement|irs|hmrc", "税|报税|退税|发票|报销|收据|个税"),
  rule(
    "💰",
    3,
    "pay|payment|bill|bills|rent|budget|money|loan|salary|deposit|savings|payroll|overdraft|refund|allowance|pocket money",
    "付款|付钱|支付|缴费|交费|交房租|交电费|账单|房租|预算|还款|贷款|工资|存钱|水电费|电费|水费|燃气费|网费|话费|物业费|欠费|生活费",
  ),
  rule("🏦", 3, "bank|banking|atm|bank account|bank statements", "银行|开户"),
  rule("💸", 3, "transfer|venmo|paypal|zelle|send money|wire|pay back", "转账|转钱|汇款|红包"),
  rule(
    "💳",
    3,
    "credit card|debit card|bank card|blocked card|subscription|cancel subscription|membership",
    "信用卡|银行卡|订阅|续费|会员|医保卡|社保卡|支付宝|微信支付",
  ),
  rule("📈", 3, "invest|investing|investment|stocks|shares|index fund|401k|pension|retirement|crypto", "理财|基金|股票|定投|养老金|投资"),
  rule(
    "📄",
    2,
    "form|forms|document|documents|paperwork|contract|sign|application|apply|renew|license|licence|insurance|print|scan|resume|cv|cover letter|statements|notice|certificate",
    "表格|文件|材料|合同|签字|签名|申请|续签|驾照|保险|打印|扫描|简历|申报|回执|证明",
  ),
  rule("🛂", 3, "passport|passports|visa|immigration|customs", "护照|签证|港澳通行证"),
  rule("📁", 3, "folder|folders|files|desktop|archive", "文件夹|归档"),
  rule(
    "💼",
    2,
    "work|office|boss|colleague|colleagues|coworker|manager|supplier|vendor|quote|quotes|job|jobs|offsite|hr",
    "工作|公司|老板|同事|供应商|报价|跟进|上班|领导|经理",
  ),

  // Work and study.
  rule(
    "💻",
    2,
    "code|coding|program|deploy|bug|bugs|pull request|laptop|computer|website|app|software|backup|back up|password|refactor|hotfix|prod|server|unit tests|integration tests|parser|module|api|database|merge|commit|github|python|javascript|excel",
    "代码|编程|写代码|上线|部署|电脑|网站|软件|备份|密码|修bug|服务器|数据库",
  ),
  rule("📱", 3, "phone|iphone|android|smartphone|phone case|screen time|contacts", "手机|通讯录|联系人|手机壳|下载"),
  rule(
    "📊",
    3,
    "report|presentation|slides|deck|pitch deck|spreadsheet|data|analysis|metrics|quarterly|numbers|ppt|pptx|kpi|okr",
    "报告|汇报|演示|幻灯片|PPT|ppt|数据|分析|季度|周报|日报|月报|年报|报表",
  ),
  rule(
    "📚",
    3,
    "study|homework|revise|revision|flashcards|vocab|vocabulary|library|library books|book club|novel|textbook|chapter|math|maths",
    "学习|作业|功课|复习|背单词|单词|图书馆|章节|小说|课本|数学|高数",
  ),
  rule(
    "🎓",
    3,
    "exam|exams|midterm|final exam|thesis|university|college|lecture|course|graduation|dissertation|quiz|test prep",
    "考试|论文|大学|课程|毕业|讲座|期末|期中|考研",
  ),
  rule(
    "🏫",
    3,
    "school|school run|school pickup|daycare|nursery|kindergarten|parent-teacher|pta|teacher",
    "学校|放学|接孩子|送孩子|幼儿园|家长会|老师|上学",
  ),
  rule("🚌", 3, "field trip|school trip|bus", "公交|大巴|校车|春游|秋游"),
  rule("📰", 3, "article|articles|news|newspaper|blog|magazine|podcast", "新闻|文章|杂志|公众号|播客"),
  rule("🗣️", 2, "presentation practice|speech|pitch|talk|practice talk|speaking", "演讲|发言|口语"),
  rule("📝", 1, "todo|list|fill out|sign up|register|note|notes|minutes", "清单|填写|报名|登记|记录|笔记"),

  // People and pets.
  rule("🐕", 3, "dog|dogs|puppy|walk the dog|dog food|dog sitter|dog walker", "狗|遛狗|小狗|狗粮|狗狗"),
  rule("🐈", 3, "cat|cats|kitten|litter|cat food|litter box", "猫|猫砂|猫粮|小猫"),
  rule("🐾", 3, "pet|pets|feed the pet|vet|pet sitter|flea treatment", "宠物|宠物医院|兽医|打疫苗"),
  rule("👶", 3, "baby|diaper|diapers|nanny|babysitter|nappies", "宝宝|婴儿|尿布|保姆|奶粉"),
  rule("🧒", 3, "kids|kid|children|son|daughter|playdate", "孩子|小孩|儿子|女儿|亲子"),
  rule("👩", 3, "mom|mum|mother|mommy|mama|sister|aunt", "妈妈|母亲|姐姐|妹妹|阿姨|妈"),
  rule("👨", 3, "dad|father|daddy|papa|brother|uncle", "爸爸|父亲|哥哥|弟弟|叔叔|爸"),
  rule("👪", 3, "parents|family|in-laws|relatives", "父母|家人|爸妈|亲戚|公婆"),
  rule("👵", 3, "grandma|grandmother|granny|nana|grandparents", "奶奶|外婆|姥姥"),
  rule("👴", 3, "grandpa|grandfather|grandad|granddad", "爷爷|外公|姥爷"),
  rule("❤️", 3, "date night|girlfriend|boyfriend|wife|husband|partner|valentine|anniversary", "约会|女朋友|男朋友|老婆|老公|对象|纪念日|周年"),
  rule("🎉", 2, "party|celebrate|celebration|invite|invitation|rsvp|potluck", "派对|聚会|庆祝|邀请"),
  rule("💒", 3, "wedding|engagement|bridal shower", "婚礼|订婚|婚宴"),
  companion("💬", "text|message|chat|whatsapp|dm|slack|ask|tell", "发消息|短信|微信|聊天|消息|问问|告诉"),
  rule("👥", 2, "friends|friend|catch up|hang out", "朋友|同学|叙旧"),

  // Getting around.
  rule("🚗", 3, "car|oil change|car wash|mechanic|drive|parking|registration|smog|mot|car insurance", "车|洗车|换机油|加油|停车|开车|保养|年检"),
  rule("🛞", 3, "tyre|tire|tyres|tires|tyre pressure|puncture|flat tire", "轮胎|补胎|胎压"),
  rule("⛽", 3, "gas|petrol|fuel|fill up", "加油站|汽油"),
  rule("🚆", 3, "train|commute|metro|subway|train ticket", "火车|高铁|地铁|火车票|高铁票|通勤|动车"),
  rule("🎟️", 3, "tickets|ticket|tix|concert tickets", "票|门票|抢票"),
  rule("🧳", 3, "pack|packing|suitcase|luggage|hotel|hotel check in|book hotel|airbnb", "行李|收拾行李|打包|酒店|订酒店|行李箱|民宿"),
  rule("⛺", 3, "camping|camp|tent|campsite", "露营|帐篷"),

  // Free time.
  rule("🎵", 3, "music|song|songs|playlist|concert|recital|choir|band", "音乐|唱歌|演唱会|歌|音乐会|合唱"),
  rule("🎹", 3, "piano|sonata", "钢琴|练琴"),
  rule("🎸", 3, "guitar|ukulele|bass", "吉他|尤克里里"),
  rule("🎻", 3, "violin|cello|viola", "小提琴|大提琴"),
  rule("🎤", 3, "sing|singing|voice lesson|karaoke|vocal", "K歌|声乐"),
  rule("🎨", 3, "paint|painting|draw|drawing|sketch|art|design|craft", "画画|绘画|素描|设计|手工"),
  rule("📷", 3, "photo|photos|pictures|camera|photography|album|passport photos", "照片|拍照|相册|摄影|证件照"),
  rule("🎬", 3, "movie|movies|film|cinema|netflix|tv show|series|episode|documentary|disney|hulu|trailer", "电影|看剧|电视剧|追剧|影院|纪录片"),
  rule("🎮", 3, "video game|video games|board game|gaming|playstation|xbox|nintendo", "游戏|打游戏|玩游戏|桌游"),
  rule("🧩", 2, "puzzle|hobby|lego", "拼图|爱好|乐高"),
  rule("🌍", 2, "language|spanish|french|duolingo|german|japanese|italian|mandarin|english", "语言|英语|日语|法语|外语|学外语|学英语|德语"),
  rule("🙏", 2, "church|pray|prayer|volunteer|charity", "教堂|祈祷|志愿"),
  rule("🎯", 1, "goal|goals|habit|habits|focus on|priority|priorities|challenge|resolution", "目标|习惯|挑战|重点"),
];
